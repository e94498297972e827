// Structured data for search engines (schema.org JSON-LD). `<` is escaped so no text in the data can
// close the script element.
export function JsonLdScript({ value }: { value: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(value).replace(/</g, '\\u003c') }} />;
}
