// A web source's site and address, as a citation's popover and the owner's source library show them:
// the address is a link (to a new tab) only when it is an http(s) URL.
interface WebSourceLineProps {
  site?: string | null | undefined;
  url?: string | null | undefined;
  /** Said to screen readers after the address: that the link opens a new tab. */
  newTab: string;
  className: string;
  linkClassName: string;
}

export function WebSourceLine({ site, url, newTab, className, linkClassName }: WebSourceLineProps) {
  return (
    <p className={className}>
      {site ? <span className="font-medium text-foreground/80">{site}</span> : null}
      {site && url ? ' · ' : null}
      {url && /^https?:\/\//i.test(url) ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className={linkClassName}>
          {url}
          <span className="sr-only">{newTab}</span>
        </a>
      ) : null}
    </p>
  );
}
