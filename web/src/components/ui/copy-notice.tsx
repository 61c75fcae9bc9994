import { useState, type ReactNode } from 'react';
import { AlertBanner } from './alert-banner';

/** Puts `text` on the clipboard: the Clipboard API, or a hidden textarea where there is none (older browsers, non-secure origins). */
async function copyText(text: string) {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

/** A Copy button's action, and the notice to show after it: `copied` when it worked, "Copy failed" when not, hidden after 3 s. */
export function useCopyNotice(copied: string): { copy: (text: string) => Promise<void>; notice: ReactNode } {
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string; id: number } | null>(null);
  const copy = async (text: string) => {
    try {
      await copyText(text);
      setMessage({ tone: 'success', text: copied, id: Date.now() });
    } catch {
      setMessage({ tone: 'error', text: 'Copy failed', id: Date.now() });
    }
  };
  const notice = message && (
    <AlertBanner key={message.id} tone={message.tone} autoHideMs={3000} onDismiss={() => setMessage(null)}>
      {message.text}
    </AlertBanner>
  );
  return { copy, notice };
}
