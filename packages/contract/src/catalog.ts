/** Endpoints of the catalog module. */
export const catalog = {} as const;
