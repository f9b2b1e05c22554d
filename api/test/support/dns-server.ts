import dns2 from 'dns2';

const { Packet } = dns2;
type DnsRequest = Parameters<typeof Packet.createResponseFromRequest>[0];
type DnsResponse = ReturnType<typeof Packet.createResponseFromRequest>;

/** What the test's DNS answers for one name. */
export interface DnsRecords {
  txt?: string[];
  cname?: string;
  /** An IPv4 address (ACME's test CA looks the name up to check it). */
  a?: string;
}

/**
 * A DNS server of the test's own on 127.0.0.1 (UDP), whose records the test sets as it goes:
 * the api asks it through DNS_SERVERS. A name it holds nothing for answers NXDOMAIN.
 */
export class DnsServer {
  private readonly records = new Map<string, DnsRecords>();
  private readonly server = dns2.createServer({
    udp: true,
    handle: (request, send) => void this.answer(request, send),
  });
  port = 0;

  /** The records held for the question's name and type, or NXDOMAIN. */
  private async answer(
    request: DnsRequest,
    send: (response: DnsResponse) => Promise<unknown>,
  ): Promise<void> {
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    const held = question ? this.records.get(question.name.toLowerCase()) : undefined;
    if (!question || !held) {
      response.header.rcode = Packet.RCODE.NXDOMAIN;
      await send(response);
      return;
    }
    const base = { name: question.name, class: Packet.CLASS.IN, ttl: 1 };
    // The typings ask for a parsed record; encoding reads only these fields.
    const add = (record: object) => response.answers.push(record as (typeof response.answers)[number]);
    if (question.type === Packet.TYPE.TXT)
      for (const data of held.txt ?? []) add({ ...base, type: Packet.TYPE.TXT, data });
    if (question.type === Packet.TYPE.A && held.a) add({ ...base, type: Packet.TYPE.A, address: held.a });
    if (question.type === Packet.TYPE.CNAME && held.cname)
      add({ ...base, type: Packet.TYPE.CNAME, domain: held.cname });
    await send(response);
  }

  async start(): Promise<void> {
    const addresses = await this.server.listen({ udp: { port: 0, address: '127.0.0.1' } });
    this.port = addresses.udp?.port ?? 0;
  }

  /** `127.0.0.1:{port}`, for DNS_SERVERS. */
  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  set(name: string, records: DnsRecords): void {
    this.records.set(name.toLowerCase(), records);
  }

  remove(name: string): void {
    this.records.delete(name.toLowerCase());
  }

  async stop(): Promise<void> {
    await this.server.close();
  }
}
