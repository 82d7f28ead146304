/** /setting itself: the side navigation is the page (on mobile it is the only place it shows). */
export default function SettingsHome() {
  return null;
}
