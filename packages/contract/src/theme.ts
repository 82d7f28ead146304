/** Endpoints of the theme module. */
export const theme = {} as const;
