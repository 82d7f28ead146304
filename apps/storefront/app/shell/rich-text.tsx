/**
 * Merchant-written text from the platform: HTML as it is, plain text as paragraphs. Scripts are removed on the
 * server render (spec: custom HTML).
 */
export function RichText({ text, testId }: { text: string; testId?: string }) {
  if (/<[a-z][\s\S]*>/i.test(text)) {
    const html = text.replace(/<script[\s\S]*?<\/script>/gi, '');
    // biome-ignore lint/security/noDangerouslySetInnerHtml: merchant content from the shop's own platform
    return <div className="rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div className="rich-text" data-testid={testId}>
      {text
        .split(/\n{2,}/)
        .filter((p) => p.trim())
        .map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their order
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  );
}
