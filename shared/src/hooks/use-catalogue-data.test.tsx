import { act, render, screen } from '@testing-library/react';
import { sessionStore } from '../stores/session-store';
import { clearCatalogueDataCache, useCatalogueData } from './use-catalogue-data';

function Names({ id, loader }: { id: string | null; loader: () => Promise<string> }) {
  const { data, error, retry } = useCatalogueData(id, loader);
  if (error) {
    return (
      <button type="button" onClick={retry}>
        Retry
      </button>
    );
  }
  return <p>{data ?? 'loading'}</p>;
}

beforeEach(() => {
  clearCatalogueDataCache();
  act(() => sessionStore.getState().setCatalogueLoadedAt(1));
});

it('loads once for every component with the same key, and again after the catalogue reloads', async () => {
  const loader = jest.fn().mockResolvedValue('slots');
  render(
    <>
      <Names id="names" loader={loader} />
      <Names id="names" loader={loader} />
    </>,
  );
  expect(await screen.findAllByText('slots')).toHaveLength(2);
  expect(loader).toHaveBeenCalledTimes(1);

  loader.mockResolvedValue('slots and tables');
  act(() => sessionStore.getState().setCatalogueLoadedAt(2));
  expect(await screen.findAllByText('slots and tables')).toHaveLength(2);
  expect(loader).toHaveBeenCalledTimes(2);
});

it('waits while the key is null', () => {
  const loader = jest.fn().mockResolvedValue('x');
  render(<Names id={null} loader={loader} />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(loader).not.toHaveBeenCalled();
});

it('never shows the answer of a previous key', async () => {
  let resolveFirst: (value: string) => void = () => {};
  const first = () => new Promise<string>((resolve) => (resolveFirst = resolve));
  const view = render(<Names id="a" loader={first} />);
  view.rerender(<Names id="b" loader={() => Promise.resolve('b answer')} />);
  await act(async () => resolveFirst('a answer'));
  expect(await screen.findByText('b answer')).toBeInTheDocument();
  expect(screen.queryByText('a answer')).not.toBeInTheDocument();
});

it('shows the failure, and Retry loads afresh', async () => {
  const loader = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('back');
  render(<Names id="flaky" loader={loader} />);
  const retry = await screen.findByRole('button', { name: 'Retry' });
  act(() => retry.click());
  expect(await screen.findByText('back')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(2);
});

it('loads on every mount when fresh', async () => {
  const loader = jest.fn().mockResolvedValue('mine');
  const first = render(<Fresh loader={loader} />);
  expect(await screen.findByText('mine')).toBeInTheDocument();
  first.unmount();
  render(<Fresh loader={loader} />);
  expect(await screen.findByText('mine')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(2);
});

function Fresh({ loader }: { loader: () => Promise<string> }) {
  return <p>{useCatalogueData('favorites', loader, { fresh: true }).data ?? 'loading'}</p>;
}

it('shows an answer loaded before from its first render, without loading it again', async () => {
  const loader = jest.fn().mockResolvedValue('slots');
  const first = render(<Names id="names" loader={loader} />);
  expect(await screen.findByText('slots')).toBeInTheDocument();
  first.unmount();
  // a page opened later: no loading state, not even for one paint
  render(<Names id="names" loader={loader} />);
  expect(screen.getByText('slots')).toBeInTheDocument();
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(1);
});

it('does not keep an answer across loads of the catalogue', async () => {
  const loader = jest.fn().mockResolvedValueOnce('old').mockResolvedValue('new');
  const first = render(<Names id="names" loader={loader} />);
  expect(await screen.findByText('old')).toBeInTheDocument();
  first.unmount();
  act(() => sessionStore.getState().setCatalogueLoadedAt(2));
  render(<Names id="names" loader={loader} />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('new')).toBeInTheDocument();
});
