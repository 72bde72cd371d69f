import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for one test file: every mail the shop sends to it is parsed into `received`. */
export function smtpCapture() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => callback(), callback);
    },
  });
  /** The one mail sent to `address` among those received. */
  const mailTo = (address: string) => {
    const mail = received.find((m) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === address));
    if (!mail) throw new Error(`no mail to ${address} among ${received.map((m) => m.subject).join(' | ')}`);
    return mail;
  };
  return { received, server, mailTo };
}
