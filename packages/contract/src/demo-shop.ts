/**
 * The demo shop's documented credentials (README: Environment variables), used when the environment sets none.
 * Both apps and the tools that drive them read them from here.
 */
export const DEFAULT_APPLICATION_ID = '000000000000000000000001';
export const DEFAULT_APPLICATION_TOKEN = 'vitrine-demo-token';
