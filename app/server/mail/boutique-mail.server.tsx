import type { ReactNode } from 'react';
import { Body, Button, Column, Container, Head, Hr, Html, Img, Link, Preview, render, Row, Section, Text } from '@react-email/components';
import { formatINR } from '../../lib/money.ts';
import { getEnv } from '../platform/env.server.ts';
import { logoUrl, type MailItem, type MailView } from './mail-view.server.ts';

// The HTML part of the shop's mails, in the boutique's look: the logo on ivory, a warm serif heading,
// the pieces with their pictures and ₹ prices, one clear button, the shop's name and address at the
// foot. A mail that brings a view (mail-view.server.ts) is laid out from it; any other mail shows its
// text part's paragraphs, word for word.

const COLOURS = {
  maroon: '#7a1f2b',
  ivory: '#fbf6ef',
  sand: '#f3e8da',
  linen: '#eadbc8',
  ink: '#2b1a17',
  muted: '#6f5b52',
  gold: '#8a5d18',
};
const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const SANS = "Jost, 'Helvetica Neue', Arial, sans-serif";
const URL_LINE = /^https?:\/\/\S+$/;

const bodyText = {
  margin: '0 0 16px',
  fontSize: 15,
  lineHeight: '24px',
  color: COLOURS.ink,
  fontFamily: SANS,
  whiteSpace: 'pre-line',
} as const;
const smallText = { margin: 0, fontSize: 13, lineHeight: '20px', color: COLOURS.muted, fontFamily: SANS } as const;

type Shop = { name: string; address: string; url: string };

/** Logo, heading, content on white paper over ivory, and the shop's name and address at the foot. */
function MailFrame({ shop, heading, preview, children }: { shop: Shop; heading: string; preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ background: COLOURS.ivory, margin: 0, padding: '28px 12px' }}>
        <Container style={{ maxWidth: 600, margin: '0 auto' }}>
          <Section style={{ padding: '0 8px 20px', textAlign: 'center' }}>
            <Link href={shop.url} style={{ textDecoration: 'none' }}>
              <Img src={logoUrl()} width={194} height={70} alt={shop.name} style={{ margin: '0 auto', display: 'block' }} />
            </Link>
          </Section>
          <Section style={{ background: '#ffffff', borderRadius: 20, border: `1px solid ${COLOURS.linen}`, padding: '36px 32px 28px' }}>
            <Text
              style={{
                margin: '0 0 6px',
                fontFamily: SANS,
                fontSize: 11,
                letterSpacing: 3,
                textTransform: 'uppercase',
                color: COLOURS.gold,
              }}
            >
              {shop.name}
            </Text>
            <Text
              style={{ margin: '0 0 24px', fontFamily: SERIF, fontSize: 30, lineHeight: '36px', fontWeight: 600, color: COLOURS.maroon }}
            >
              {heading}
            </Text>
            {children}
          </Section>
          <Section style={{ padding: '20px 16px 8px', textAlign: 'center' }}>
            <Text style={{ ...smallText, fontSize: 12, lineHeight: '18px' }}>
              <Link href={shop.url} style={{ color: COLOURS.maroon, textDecoration: 'none', fontFamily: SERIF, fontSize: 16 }}>
                {shop.name}
              </Link>
              <br />
              Handcrafted Indian women’s wear · {shop.address}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

function Paragraphs({ lines }: { lines: string[] }) {
  return lines.map((line, i) => (
    <Text key={i} style={bodyText}>
      {line}
    </Text>
  ));
}

function MailButton({ label, url }: { label: string; url: string }) {
  return (
    <Section style={{ margin: '12px 0 24px' }}>
      <Button
        href={url}
        style={{
          background: COLOURS.maroon,
          color: COLOURS.ivory,
          padding: '14px 28px',
          borderRadius: 999,
          fontFamily: SANS,
          fontSize: 15,
          fontWeight: 600,
          letterSpacing: 0.3,
        }}
      >
        {label}
      </Button>
      <Text style={{ ...smallText, fontSize: 12, margin: '10px 0 0', wordBreak: 'break-all' }}>
        Or open this address:{' '}
        <Link href={url} style={{ color: COLOURS.maroon }}>
          {url}
        </Link>
      </Text>
    </Section>
  );
}

/** One piece: picture on the left, name, size and quantity, and its price. */
function ItemRow({ item }: { item: MailItem }) {
  const details = [item.size ? `Size ${item.size}` : null, item.quantity ? `Qty ${item.quantity}` : null].filter(Boolean).join(' · ');
  return (
    <Row style={{ borderBottom: `1px solid ${COLOURS.linen}` }}>
      <Column style={{ width: 104, padding: '14px 16px 14px 0', verticalAlign: 'top' }}>
        {item.picture ? (
          <Img
            src={item.picture}
            width={88}
            height={110}
            alt={item.name}
            style={{ borderRadius: 10, objectFit: 'cover', background: COLOURS.sand, display: 'block' }}
          />
        ) : (
          <div style={{ width: 88, height: 110, borderRadius: 10, background: COLOURS.sand }} />
        )}
      </Column>
      <Column style={{ padding: '14px 0', verticalAlign: 'top' }}>
        <Text style={{ margin: 0, fontFamily: SERIF, fontSize: 19, lineHeight: '24px', fontWeight: 600, color: COLOURS.ink }}>
          {item.name}
        </Text>
        {details ? <Text style={{ ...smallText, margin: '4px 0 0' }}>{details}</Text> : null}
        {item.price != null ? (
          <Text style={{ margin: '6px 0 0', fontFamily: SANS, fontSize: 15, fontWeight: 600, color: COLOURS.maroon }}>
            {formatINR(item.price)}
          </Text>
        ) : null}
        {item.action ? (
          <Text style={{ margin: '8px 0 0', fontFamily: SANS, fontSize: 14 }}>
            <Link href={item.action.url} style={{ color: COLOURS.maroon, fontWeight: 600 }}>
              {item.action.label} →
            </Link>
          </Text>
        ) : null}
      </Column>
    </Row>
  );
}

function Amounts({ rows }: { rows: NonNullable<MailView['amounts']> }) {
  return (
    <Section style={{ background: COLOURS.ivory, borderRadius: 14, padding: '14px 20px', margin: '0 0 20px' }}>
      {rows.map((row, i) => (
        <Row key={i}>
          <Column
            style={{
              padding: '5px 0',
              fontFamily: SANS,
              fontSize: row.strong ? 16 : 14,
              color: row.strong ? COLOURS.ink : COLOURS.muted,
              fontWeight: row.strong ? 600 : 400,
            }}
          >
            {row.label}
          </Column>
          <Column
            align="right"
            style={{
              padding: '5px 0',
              fontFamily: SANS,
              fontSize: row.strong ? 17 : 14,
              color: row.strong ? COLOURS.maroon : COLOURS.ink,
              fontWeight: 600,
              whiteSpace: 'nowrap',
            }}
          >
            {row.value}
          </Column>
        </Row>
      ))}
    </Section>
  );
}

function Facts({ facts }: { facts: NonNullable<MailView['facts']> }) {
  return (
    <Section style={{ border: `1px solid ${COLOURS.linen}`, borderRadius: 14, padding: '8px 20px', margin: '0 0 20px' }}>
      {facts.map((fact, i) => (
        <Row key={i} style={{ borderTop: i ? `1px solid ${COLOURS.sand}` : undefined }}>
          <Column style={{ width: '38%', padding: '8px 12px 8px 0', verticalAlign: 'top', ...smallText }}>{fact.label}</Column>
          <Column
            style={{
              padding: '8px 0',
              verticalAlign: 'top',
              fontFamily: SANS,
              fontSize: 14,
              lineHeight: '20px',
              color: COLOURS.ink,
              whiteSpace: 'pre-line',
              wordBreak: 'break-word',
            }}
          >
            {URL_LINE.test(fact.value) ? (
              <Link href={fact.value} style={{ color: COLOURS.maroon, wordBreak: 'break-all' }}>
                {fact.value}
              </Link>
            ) : (
              fact.value
            )}
          </Column>
        </Row>
      ))}
    </Section>
  );
}

export function ViewMail({ view, shop }: { view: MailView; shop: Shop }) {
  return (
    <MailFrame shop={shop} heading={view.heading} preview={view.intro[0] ?? view.heading}>
      {view.greeting ? <Text style={{ ...bodyText, fontFamily: SERIF, fontSize: 19 }}>{view.greeting}</Text> : null}
      <Paragraphs lines={view.intro} />
      {view.items?.length ? (
        <Section style={{ margin: '4px 0 20px', borderTop: `1px solid ${COLOURS.linen}` }}>
          {view.items.map((item, i) => (
            <ItemRow key={i} item={item} />
          ))}
        </Section>
      ) : null}
      {view.amounts?.length ? <Amounts rows={view.amounts} /> : null}
      {view.facts?.length ? <Facts facts={view.facts} /> : null}
      {view.outro ? <Paragraphs lines={view.outro} /> : null}
      {view.button ? <MailButton {...view.button} /> : null}
      {view.after ? <Paragraphs lines={view.after} /> : null}
      {view.signOff?.length ? (
        <>
          <Hr style={{ borderColor: COLOURS.linen, margin: '8px 0 16px' }} />
          <Text style={{ ...bodyText, margin: 0 }}>
            {view.signOff.map((line, i) => (
              <span key={i}>
                {i > 0 ? <br /> : null}
                {line === shop.name ? <strong style={{ fontFamily: SERIF, fontSize: 17, color: COLOURS.maroon }}>{line}</strong> : line}
              </span>
            ))}
          </Text>
        </>
      ) : null}
    </MailFrame>
  );
}

/** A mail without a view: its text part's paragraphs, a line that is a link shown as one. */
export function TextMail({ subject, text, shop }: { subject: string; text: string; shop: Shop }) {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.split('\n'));
  return (
    <MailFrame shop={shop} heading={subject} preview={paragraphs[0]?.join(' ') ?? subject}>
      {paragraphs.map((lines, i) => (
        <Text key={i} style={bodyText}>
          {lines.map((line, j) => (
            <span key={j}>
              {j > 0 ? <br /> : null}
              {URL_LINE.test(line) ? (
                <Link href={line} style={{ color: COLOURS.maroon, wordBreak: 'break-all' }}>
                  {line}
                </Link>
              ) : (
                line
              )}
            </span>
          ))}
        </Text>
      ))}
    </MailFrame>
  );
}

/** The HTML part of a mail: laid out from its view, or from its text part word for word. */
export function boutiqueHtml(mail: { subject: string; text: string; view?: MailView }): Promise<string> {
  const env = getEnv();
  const shop = { name: env.SHOP_NAME, address: env.SHOP_ADDRESS, url: env.publicUrl };
  return render(mail.view ? <ViewMail view={mail.view} shop={shop} /> : <TextMail subject={mail.subject} text={mail.text} shop={shop} />);
}
