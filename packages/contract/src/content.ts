/** Endpoints of the content module. */
export const content = {} as const;
