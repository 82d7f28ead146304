/** One request of a scenario, as the load tools send it. */
export interface LoadRequest {
  /** GET unless said. */
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
