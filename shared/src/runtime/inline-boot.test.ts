import { INLINE_BOOT_ID, readInlineBoot } from './inline-boot';

function pageWith(data: unknown): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = INLINE_BOOT_ID;
  script.textContent = JSON.stringify(data);
  doc.body.append(script);
  return doc;
}

const boot = {
  controller_path: '/api/controller',
  passphrase: 'p',
  remotes: { mf_lobby: 'http://localhost:8081/remoteEntry.js' },
};

it('reads the telemetry settings of the page’s boot info when well formed', () => {
  const sampled = readInlineBoot(pageWith({ boot: { ...boot, telemetry: { sample: 0.5 } } }));
  expect(sampled?.boot).toEqual({ ...boot, telemetry: { sample: 0.5 } });
  const wrong = readInlineBoot(pageWith({ boot: { ...boot, telemetry: { sample: 5 } } }));
  expect(wrong?.boot).toEqual(boot);
});
