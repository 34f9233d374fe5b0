import type { ReactElement, SVGProps } from 'react';

/** Small inline icons (no icon library ships); decorative unless a caller passes a title. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 20, children, ...rest }: IconProps & { children: ReactElement | ReactElement[] }): ReactElement {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const HomeIcon = (p: IconProps): ReactElement => (
  <Svg {...p}>
    <path d="M3 11l9-8 9 8" />
    <path d="M5 10v10h14V10" />
  </Svg>
);

export const CartIcon = (p: IconProps): ReactElement => (
  <Svg {...p}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 7H6" />
  </Svg>
);

export const UserIcon = (p: IconProps): ReactElement => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
  </Svg>
);

export const GlobeIcon = (p: IconProps): ReactElement => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
  </Svg>
);

export const ArrowLeftIcon = (p: IconProps): ReactElement => (
  <Svg {...p}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Svg>
);

export const LinkIcon = (p: IconProps): ReactElement => (
  <Svg {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Svg>
);

const SOCIAL_PATHS: Record<string, string> = {
  facebook: 'M15 3h-2.5A4.5 4.5 0 0 0 8 7.5V10H5v4h3v7h4v-7h3l1-4h-4V7.5a.5.5 0 0 1 .5-.5H15z',
  instagram: 'M4 4h16v16H4zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17 6.5v.01',
  x: 'M4 4l16 16M20 4L4 20',
  twitter: 'M4 4l16 16M20 4L4 20',
  youtube: 'M3 7a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9l5 3-5 3z',
  linkedin: 'M4 4h16v16H4zM8 10v6M8 7v.01M12 16v-6M12 13a2 2 0 0 1 4 0v3',
  tiktok: 'M14 3v11a4 4 0 1 1-4-4M14 3c0 3 2 5 5 5',
};

/** Sites by their address's host name (a subdomain such as www. or m. counts too). */
const SOCIAL_HOSTS: [string, string][] = [
  ['facebook.com', 'facebook'], ['fb.com', 'facebook'], ['instagram.com', 'instagram'], ['x.com', 'x'], ['twitter.com', 'twitter'],
  ['youtube.com', 'youtube'], ['youtu.be', 'youtube'], ['linkedin.com', 'linkedin'], ['tiktok.com', 'tiktok'],
];

/**
 * The social network of a footer link: by its address's host, else by a whole word of its
 * title ("X", "YouTube"); null when neither says. Letters inside other words never count (the
 * "x" of "example.com" is not X).
 */
export function socialNetwork(title: string, href: string): string | null {
  let host = '';
  try {
    host = new URL(href).hostname.toLowerCase();
  } catch {
    host = '';
  }
  const byHost = SOCIAL_HOSTS.find(([domain]) => host === domain || host.endsWith(`.${domain}`));
  if (byHost) return byHost[1];
  const words = title.toLowerCase().split(/[^a-z0-9]+/);
  return Object.keys(SOCIAL_PATHS).find((key) => words.includes(key)) ?? null;
}

/** The icon of a footer link's social network (see socialNetwork); a link icon otherwise. */
export function SocialIcon({ title, href, ...p }: IconProps & { title: string; href: string }): ReactElement {
  const key = socialNetwork(title, href);
  if (key === null) return <LinkIcon {...p} />;
  return (
    <Svg {...p}>
      <path d={SOCIAL_PATHS[key]} />
    </Svg>
  );
}
