/**
 * Google Tag Manager's standard loader, when the theme names a container. The id is checked (GTM- and letters
 * or digits, themeGlobals) before it reaches this inline script. The shop sends no Content-Security-Policy
 * beyond frame-ancestors; one that adds script-src must allow https://www.googletagmanager.com and this
 * inline script, and the container's own tags bring their hosts too.
 */
export function TagManagerScript({ containerId }: { containerId: string }) {
  if (!containerId) return null;
  const loader = `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(containerId)});`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the vendor's snippet, with only a checked id in it
  return <script data-tag-manager={containerId} dangerouslySetInnerHTML={{ __html: loader }} />;
}

/** The tag manager for browsers without JavaScript, first in the body. */
export function TagManagerFrame({ containerId }: { containerId: string }) {
  if (!containerId) return null;
  return (
    <noscript>
      <iframe
        title="Google Tag Manager"
        src={`https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(containerId)}`}
        height="0"
        width="0"
        style={{ display: 'none', visibility: 'hidden' }}
      />
    </noscript>
  );
}
