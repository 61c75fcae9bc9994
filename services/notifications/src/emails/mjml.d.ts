/** mjml 5 ships no types; its mjml2html is async since version 5. */
declare module 'mjml' {
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    fonts?: Record<string, string>;
    keepComments?: boolean;
  }
  interface MjmlResult {
    html: string;
    errors: { formattedMessage: string }[];
  }
  export default function mjml2html(input: string, options?: MjmlOptions): Promise<MjmlResult>;
}
