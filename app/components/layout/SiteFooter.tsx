import { Link } from "react-router";
import { footerColumns, footerLegal } from "../../content/footer";
import { resourceFeed } from "../../content/resource-feed";
import { site } from "../../content/site";
import { Logo } from "../Logo";
import { SocialIcon } from "../SocialIcon";

/** The site's footer; its columns' layout is `footer-grid` (app/styles/app.css, decisions 0919, 0921). */
export function SiteFooter() {
  return (
    <footer className="on-dark bg-ink-950 text-ink-200 print:hidden">
      <div className="container-page footer-grid">
        <div className="max-w-sm">
          <Link
            discover="none"
            to="/"
            className="inline-block rounded-lg"
            aria-label={`${site.name} home`}
          >
            <Logo tone="light" />
          </Link>
          <p className="mt-5 text-sm leading-relaxed text-ink-300">{footerLegal.blurb}</p>
          <p className="mt-6 text-sm font-semibold text-white">{footerLegal.socialHeading}</p>
          <ul className="mt-3 flex gap-2">
            {site.socials.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  rel="noopener noreferrer"
                  aria-label={`${site.name} on ${social.name}`}
                  className="flex size-10 items-center justify-center rounded-full border border-white/15 text-ink-100 transition-colors hover:border-teal-300 hover:text-teal-300"
                >
                  <SocialIcon name={social.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={`Footer: ${column.heading}`}>
            <h2 className="text-sm font-semibold tracking-wide text-white">{column.heading}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    discover="none"
                    to={link.to}
                    className="text-sm text-ink-300 hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-xs text-ink-300 sm:flex-row sm:items-center sm:justify-between">
          <p>{`© ${site.copyrightYear} ${site.name}. ${footerLegal.rights}`}</p>
          <p className="flex flex-wrap gap-x-5">
            <Link
              discover="none"
              to={footerLegal.privacy.to}
              className="py-1 hover:text-white hover:underline"
            >
              {footerLegal.privacy.label}
            </Link>
            {/* A file, not a route: a plain link so the browser fetches the feed itself. */}
            <a
              href={resourceFeed.path}
              type="application/atom+xml"
              className="py-1 hover:text-white hover:underline"
            >
              {resourceFeed.linkLabel}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
