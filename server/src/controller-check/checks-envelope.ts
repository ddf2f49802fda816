// The encrypted envelope, on getconfig (always encrypted): its wire form, its decoding with the
// boot passphrase, its refusal of any other passphrase and a fresh IV per response. The wire
// form is read and decoded by the front end's codec (read-answer.ts); the Content-Type, the salt's
// 256 bytes and a fresh IV are the contract's (docs/controller.md), which the codec does not check.
import { decodeWire, envelopeOf } from './read-answer';
import { CheckFailed, CONTROLLER, fail, snippet, type CasinoState, type Check } from './check-kit';

export function envelopeChecks(casino: CasinoState): Check[] {
  const at = `(${casino.hostname})`;
  const wire = async (): Promise<string> => {
    const res = await casino.guest.get(`${CONTROLLER}?getconfig`);
    if (res.status !== 200) fail(`getconfig: answered ${res.status} (${snippet(res.text)})`);
    return res.text;
  };
  return [
    {
      name: `envelope: getconfig is encrypted and decodes with the boot passphrase ${at}`,
      run: async () => {
        const res = await casino.guest.get(`${CONTROLLER}?getconfig`);
        if (res.status !== 200) fail(`getconfig: answered ${res.status} (${snippet(res.text)})`);
        const type = String(res.headers['content-type'] ?? '');
        if (!type.startsWith('text/plain')) {
          fail(`getconfig: Content-Type is "${type}", expected text/plain (an envelope)`);
        }
        const passphrase = await casino.passphrase();
        if (passphrase === null) fail('getconfig: no passphrase, GET /api/boot failed');
        try {
          const envelope = envelopeOf(res.text);
          if (envelope.salt.length !== 512) {
            fail(
              `getconfig: the envelope's salt is ${envelope.salt.length / 2} bytes, expected 256`,
            );
          }
          await decodeWire(res.text, passphrase);
        } catch (error) {
          if (error instanceof CheckFailed) throw error;
          fail(`getconfig: ${(error as Error).message}`);
        }
      },
    },
    {
      name: `envelope: a wrong passphrase does not decode ${at}`,
      run: async () => {
        const text = await wire();
        const passphrase = (await casino.passphrase()) ?? '';
        let decoded = true;
        try {
          await decodeWire(text, `${passphrase}-wrong`);
        } catch {
          decoded = false;
        }
        if (decoded) fail('getconfig: the envelope decodes with a wrong passphrase too');
      },
    },
    {
      name: `envelope: a fresh IV per response ${at}`,
      run: async () => {
        const [a, b] = [await wire(), await wire()];
        try {
          if (envelopeOf(a).iv === envelopeOf(b).iv) {
            fail('getconfig: two answers carry the same IV');
          }
        } catch (error) {
          if (error instanceof CheckFailed) throw error;
          fail(`getconfig: ${(error as Error).message}`);
        }
      },
    },
  ];
}
