import { render } from '@testing-library/react';
import { Spinner } from './spinner';

test('the spinner is decorative and sized by its prop', () => {
  const { container } = render(<Spinner size={40} />);
  const spinner = container.querySelector('.parlor-spinner');
  expect(spinner).toHaveAttribute('aria-hidden', 'true');
  expect(spinner).toHaveStyle({ '--spinner-size': '40px' });
});
