import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerSharedNamespace } from '@parlor/shared/testing';
import { registerShellNamespace } from '../i18n/register-shell-namespace';
import { PreviewBar } from './preview-bar';

const preview = {
  remote: 'mf_lobby',
  release: '0.1.0-3f9a1c2b7d',
  expires_at: '2026-01-01T12:00:00.000Z',
};

beforeAll(async () => {
  await registerSharedNamespace();
  await registerShellNamespace();
});

it('names the remote and release, and reloads once the site ended the preview', async () => {
  let finish: () => void = () => undefined;
  const end = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const reload = jest.fn();
  render(<PreviewBar preview={preview} end={end} reload={reload} />);
  const bar = screen.getByRole('region', { name: 'Release preview' });
  expect(bar).toHaveTextContent('Preview of mf_lobby 0.1.0-3f9a1c2b7d');
  const button = screen.getByRole('button', { name: 'End preview' });
  await userEvent.click(button);
  // a second click while the site answers asks nothing more
  expect(button).toBeDisabled();
  await userEvent.click(button);
  expect(end).toHaveBeenCalledTimes(1);
  finish();
  await screen.findByRole('button', { name: 'End preview' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('says so when the preview could not be ended, and lets the tester try again', async () => {
  const end = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(undefined);
  const reload = jest.fn();
  render(<PreviewBar preview={preview} end={end} reload={reload} />);
  await userEvent.click(screen.getByRole('button', { name: 'End preview' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The preview could not be ended. Try again.',
  );
  expect(reload).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'End preview' }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(reload).toHaveBeenCalledTimes(1);
});
