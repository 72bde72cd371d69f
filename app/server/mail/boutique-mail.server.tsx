import { Body, Button, Container, Head, Hr, Html, Link, Preview, render, Section, Text } from '@react-email/components';
import { getEnv } from '../platform/env.server.ts';

// The HTML part of every mail the shop sends: the same words as the text part, in the boutique's
// look (its name on maroon, ivory paper, warm serif headings) and with the shop's links as buttons.

const COLOURS = { maroon: '#7a1f2b', ivory: '#fbf7f0', ink: '#2b1b17', muted: '#6b5a52', gold: '#b8893b', linen: '#eadfd0' };
const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const SANS = "Jost, 'Helvetica Neue', Arial, sans-serif";
const URL_LINE = /^https?:\/\/\S+$/;

/** What a button to one of the shop's pages says, by where it leads. */
function buttonLabel(url: string) {
  if (url.includes('/verify-email')) return 'Confirm your e-mail';
  if (url.includes('reset-password')) return 'Choose a new password';
  if (url.includes('/admin')) return 'Open in the admin area';
  if (url.includes('/enquiries/')) return 'View your enquiry';
  return 'Open';
}

/** A paragraph; one that ends with a link ('See your enquiry here:' then the address) shows it as a button. */
function Paragraph({ lines }: { lines: string[] }) {
  const last = lines.at(-1) ?? '';
  if (URL_LINE.test(last)) {
    return (
      <>
        {lines.length > 1 ? <Paragraph lines={lines.slice(0, -1)} /> : null}
        <LinkButton url={last} />
      </>
    );
  }
  return (
    <Text style={{ margin: '0 0 16px', fontSize: 15, lineHeight: '24px', color: COLOURS.ink, fontFamily: SANS }}>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {URL_LINE.test(line) ? (
            <Link href={line} style={{ color: COLOURS.maroon }}>
              {line}
            </Link>
          ) : (
            line
          )}
        </span>
      ))}
    </Text>
  );
}

function LinkButton({ url }: { url: string }) {
  return (
    <Section style={{ margin: '8px 0 20px' }}>
      <Button
        href={url}
        style={{
          background: COLOURS.maroon,
          color: COLOURS.ivory,
          padding: '12px 22px',
          borderRadius: 999,
          fontFamily: SANS,
          fontSize: 15,
          fontWeight: 600,
        }}
      >
        {buttonLabel(url)}
      </Button>
      <Text style={{ margin: '8px 0 0', fontSize: 12, color: COLOURS.muted, fontFamily: SANS, wordBreak: 'break-all' }}>
        <Link href={url} style={{ color: COLOURS.maroon }}>
          {url}
        </Link>
      </Text>
    </Section>
  );
}

export function BoutiqueMail({
  subject,
  text,
  shopName,
  shopAddress,
  publicUrl,
}: {
  subject: string;
  text: string;
  shopName: string;
  shopAddress: string;
  publicUrl: string;
}) {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.split('\n'));
  return (
    <Html lang="en">
      <Head />
      <Preview>{paragraphs[0]?.join(' ') ?? subject}</Preview>
      <Body style={{ background: COLOURS.ivory, margin: 0, padding: '24px 0' }}>
        <Container
          style={{ maxWidth: 600, background: '#ffffff', borderRadius: 16, overflow: 'hidden', border: `1px solid ${COLOURS.linen}` }}
        >
          <Section style={{ background: COLOURS.maroon, padding: '22px 28px' }}>
            <Link
              href={publicUrl}
              style={{ color: COLOURS.ivory, fontFamily: SERIF, fontSize: 28, letterSpacing: 1, textDecoration: 'none' }}
            >
              {shopName}
            </Link>
            <Text
              style={{ margin: '2px 0 0', color: '#f3d9a4', fontFamily: SANS, fontSize: 11, letterSpacing: 3, textTransform: 'uppercase' }}
            >
              Handcrafted Indian women’s wear
            </Text>
          </Section>
          <Section style={{ padding: '28px 28px 8px' }}>
            <Text style={{ margin: '0 0 18px', fontFamily: SERIF, fontSize: 24, lineHeight: '30px', color: COLOURS.maroon }}>
              {subject}
            </Text>
            {paragraphs.map((lines, i) => (
              <Paragraph key={i} lines={lines} />
            ))}
          </Section>
          <Hr style={{ borderColor: COLOURS.linen, margin: 0 }} />
          <Section style={{ padding: '16px 28px 22px' }}>
            <Text style={{ margin: 0, fontSize: 12, lineHeight: '18px', color: COLOURS.muted, fontFamily: SANS }}>
              {shopName} · {shopAddress}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML part for a mail's text part, word for word. */
export function boutiqueHtml(mail: { subject: string; text: string }): Promise<string> {
  const env = getEnv();
  return render(
    <BoutiqueMail
      subject={mail.subject}
      text={mail.text}
      shopName={env.SHOP_NAME}
      shopAddress={env.SHOP_ADDRESS}
      publicUrl={env.publicUrl}
    />,
  );
}
