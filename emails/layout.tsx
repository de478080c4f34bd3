import type { ReactNode } from 'react';
import { Body, Button, Container, Head, Html, Link, Preview, Section, Text } from '@react-email/components';
import { PRODUCT_NAME } from '@/lib/messages';

const colors = { brand: '#047857', ink: '#0f172a', muted: '#475569', faint: '#64748b', page: '#f1f5f9' };

/** A last small line with a link, e.g. to stop this kind of mail. */
export type MailFooter = { text: string; link: string; url: string };

export type ActionLayoutProps = {
  /** The first paragraph; also the inbox preview line. */
  intro: string;
  /** The call-to-action button's label. */
  action: string;
  /** Where the button goes; also written out for pasting. */
  url: string;
  outro?: string;
  footer?: MailFooter;
  children?: ReactNode;
};

// The shared layout of every mail: the product name, a short text, one call-to-action button with the link
// also written out, an optional closing line and an optional footer line with a link.
export function ActionLayout({ intro, action, url, outro, footer, children }: ActionLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{intro}</Preview>
      <Body
        style={{
          margin: 0,
          backgroundColor: colors.page,
          color: colors.ink,
          fontFamily: 'system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif',
        }}
      >
        <Container style={{ maxWidth: '560px', padding: '32px 16px' }}>
          <Section style={{ backgroundColor: '#ffffff', borderRadius: '12px', padding: '32px' }}>
            <Text style={{ margin: '0 0 16px', fontSize: '20px', fontWeight: 700, color: colors.brand }}>
              {PRODUCT_NAME}
            </Text>
            <Text style={{ margin: '0 0 24px', fontSize: '16px', lineHeight: '1.5' }}>{intro}</Text>
            {children}
            <Section style={{ margin: '0 0 24px' }}>
              <Button
                href={url}
                style={{
                  display: 'inline-block',
                  backgroundColor: colors.brand,
                  color: '#ffffff',
                  textDecoration: 'none',
                  padding: '12px 20px',
                  borderRadius: '8px',
                  fontWeight: 600,
                }}
              >
                {action}
              </Button>
            </Section>
            <Section data-skip-in-text="true">
              <Text style={{ margin: '0 0 8px', fontSize: '13px', color: colors.muted }}>
                Or paste this link into your browser:
              </Text>
              <Text style={{ margin: '0 0 24px', fontSize: '13px', wordBreak: 'break-all' }}>
                <Link href={url} style={{ color: colors.brand }}>
                  {url}
                </Link>
              </Text>
            </Section>
            {outro && <Text style={{ margin: 0, fontSize: '13px', color: colors.muted }}>{outro}</Text>}
            {footer && (
              <Text style={{ margin: '16px 0 0', fontSize: '12px', color: colors.faint }}>
                {footer.text}{' '}
                <Link href={footer.url} style={{ color: colors.faint }}>
                  {footer.link}
                </Link>
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
