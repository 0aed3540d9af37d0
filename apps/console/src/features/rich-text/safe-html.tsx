import DOMPurify from 'dompurify';
import { type ReactNode, useMemo } from 'react';

export interface SafeHtmlProps {
  /** Stored rich text (an announcement's HTML); may hold anything a caller of the backend wrote. */
  html: string | null | undefined;
  /** Shown when the sanitized text is empty. */
  empty: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * Stored HTML shown only after DOMPurify: paragraphs, headings, emphasis, lists and links stay; scripts, event
 * handlers and `javascript:` links go. The one place the console renders stored markup.
 */
export function SafeHtml({ html, empty, className = '', ...rest }: SafeHtmlProps) {
  const content = useMemo(() => DOMPurify.sanitize(html ?? ''), [html]);
  if (!content) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <div
      className={`prose max-w-none text-sm [&_a]:underline [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 ${className}`}
      {...rest}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify output (above)
      dangerouslySetInnerHTML={{ __html: content }}
    />
  );
}
