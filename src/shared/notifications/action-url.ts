/**
 * A notification's action leads to a path inside the app: one slash then anything but a second slash or
 * backslash (which browsers read as another site), and no spaces. Anything else is never followed.
 */
export function isInAppPath(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.length <= 500 && /^\/(?![/\\])\S*$/.test(url);
}
