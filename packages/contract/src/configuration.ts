/** Endpoints of the configuration module. */
export const configuration = {} as const;
