// The share URL of the page's path, as the remote's route reads it (/shared/* with each segment decoded).
export function shareUrlFromPath(pathname: string): string {
  const rest = pathname.replace(/^\/shared\//, '');
  return rest
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}
