/** The theme editor frame protocol, for the storefront's editor bridge (kept off the main bundle: import it lazily). */
export * from '@vitrine/contract/editor-protocol';
