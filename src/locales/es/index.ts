/** This language's namespaces as one chunk, loaded when a visitor needs it (src/lib/i18n.ts). */
export default import.meta.glob<unknown>('./*.json', { eager: true, import: 'default' });
