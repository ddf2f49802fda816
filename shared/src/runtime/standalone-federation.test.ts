import { getInstance, init } from '@module-federation/enhanced/runtime';
import { adoptOwnFederationInstance } from './standalone-federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  init: jest.fn(),
}));

const current = getInstance as jest.Mock;
const initialise = init as jest.Mock;

beforeEach(() => {
  current.mockReset();
  initialise.mockReset();
});

describe('adoptOwnFederationInstance', () => {
  it("makes the remote's own build the runtime's instance when no shell set one", () => {
    current.mockImplementation((finder?: unknown) => (finder ? { name: 'mf_lobby' } : null));
    adoptOwnFederationInstance();
    expect(initialise).toHaveBeenCalledWith({ name: 'mf_lobby', remotes: [] });
  });

  it('leaves the instance of the page alone when there is one (the shell)', () => {
    current.mockReturnValue({ name: 'parlor_shell' });
    adoptOwnFederationInstance();
    expect(initialise).not.toHaveBeenCalled();
  });

  it('creates one when the page has no build instance at all', () => {
    current.mockReturnValue(null);
    adoptOwnFederationInstance();
    expect(initialise).toHaveBeenCalledWith({ name: 'parlor_standalone', remotes: [] });
  });
});
