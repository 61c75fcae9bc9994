const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export const POSTER_WIDTH = 1200;
export const POSTER_HEIGHT = 1600;

/** The printable ad: business name, a large QR code to its gift card page, and the link in words. */
export function posterSvg(input: { businessName: string; url: string; qrSvg: string; logoDataUrl?: string }): string {
  const qrInner = input.qrSvg.replace(/^[\s\S]*?<svg[^>]*viewBox="([^"]+)"[^>]*>/, '<svg viewBox="$1" x="300" y="560" width="600" height="600">');
  const name = escapeXml(input.businessName.length > 32 ? `${input.businessName.slice(0, 31)}…` : input.businessName);
  const logo = input.logoDataUrl
    ? `<image href="${input.logoDataUrl}" x="525" y="150" width="150" height="150" preserveAspectRatio="xMidYMid meet"/>`
    : `<text x="600" y="260" font-size="120" text-anchor="middle">🎁</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#9333ea"/></linearGradient></defs>
<rect width="1200" height="1600" fill="url(#bg)"/>
<rect x="80" y="80" width="1040" height="1440" rx="48" fill="#ffffff"/>
${logo}
<text x="600" y="400" font-family="Helvetica, Arial, sans-serif" font-size="72" font-weight="700" fill="#1f2937" text-anchor="middle">${name}</text>
<text x="600" y="480" font-family="Helvetica, Arial, sans-serif" font-size="44" fill="#4f46e5" text-anchor="middle">Gift cards available now</text>
<rect x="280" y="540" width="640" height="640" rx="24" fill="#ffffff" stroke="#e5e7eb" stroke-width="4"/>
${qrInner}
<text x="600" y="1270" font-family="Helvetica, Arial, sans-serif" font-size="48" font-weight="700" fill="#1f2937" text-anchor="middle">Scan to buy a gift card</text>
<text x="600" y="1340" font-family="Helvetica, Arial, sans-serif" font-size="30" fill="#6b7280" text-anchor="middle">${escapeXml(input.url)}</text>
<text x="600" y="1460" font-family="Helvetica, Arial, sans-serif" font-size="28" fill="#9ca3af" text-anchor="middle">Powered by Giftcard Vault</text>
</svg>`;
}
