import type { configuration, EndpointResponse } from '@vitrine/contract';
import type { StorefrontContext } from '../load-context';
import type { AppliedTheme } from './theme-globals';
import { previewThemeId } from './theme-preview.server';

export type Application = EndpointResponse<typeof configuration.getApplication>;

/** The application record: shop-wide, so shared between requests for a few seconds. */
export function loadApplication(context: StorefrontContext): Promise<Application | undefined> {
  const load = () => context.sdk.configuration.getApplication();
  return context.shared('application', load).catch(() => undefined);
}

function loadAppliedTheme(context: StorefrontContext): Promise<AppliedTheme | undefined> {
  const load = () => context.sdk.theme.getAppliedTheme();
  return context.shared('applied-theme', load).catch(() => undefined);
}

/**
 * The theme a page shows: the one a merchant previews (`?themeId=`, or kept by the preview cookie), else the
 * applied one (also when the previewed theme does not exist).
 */
export function loadShownTheme(
  context: StorefrontContext,
  request: Request,
): Promise<AppliedTheme | undefined> {
  const themeId = previewThemeId(request);
  if (!themeId) return loadAppliedTheme(context);
  const load = () => context.sdk.theme.getThemeForPreview({ themeId }) as Promise<AppliedTheme>;
  return context.shared(`preview-theme:${themeId}`, load).catch(() => loadAppliedTheme(context));
}

/** Hosts that count as the shop itself (for /external links). */
export function shopHosts(application: Application | undefined, requestUrl: URL): string[] {
  const names = [
    application?.domain?.name,
    ...(application?.domains ?? []).map((d) => d.name),
    requestUrl.host,
  ];
  return [...new Set(names.filter((name): name is string => Boolean(name)))];
}
