import type { createTransport, Transporter } from 'nodemailer';

type Nodemailer = { createTransport: typeof createTransport };

/**
 * nodemailer is loaded on the first mail, not at start: a portal that has not sent anything yet does not carry
 * it in memory (the CSV export's memory budget counts the whole process).
 */
export function lazyTransport(create: (nodemailer: Nodemailer) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return {
    get(): Promise<Transporter> {
      transport ??= import('nodemailer').then((m) => create(m.default));
      return transport;
    },
    async close(): Promise<void> {
      if (transport) (await transport).close();
    },
  };
}
