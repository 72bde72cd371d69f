import type * as React from 'react';
import { Link } from 'react-router';

/**
 * A banner's call to action. Site paths navigate in the app, '#anchors' scroll (smoothly unless the
 * visitor prefers reduced motion, see app.css), http(s) links open normally; anything else is not shown.
 */
export function BannerLink({
  href,
  className,
  children,
  onClick,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
  onClick?: () => void;
}) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('#') || /^https?:\/\//i.test(href)) {
    return (
      <a href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return null;
}
