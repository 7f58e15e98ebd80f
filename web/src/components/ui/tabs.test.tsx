import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Sections() {
  const [value, setValue] = useState<'one' | 'two' | 'three'>('one');
  return (
    <>
      <button type="button">before</button>
      <Tabs
        value={value}
        onChange={setValue}
        label="Sections"
        items={[
          { value: 'one', label: 'One', panel: <p>first panel</p> },
          { value: 'two', label: 'Two', panel: <p>second panel</p> },
          { value: 'three', label: 'Three', panel: <p>third panel</p> },
        ]}
      />
    </>
  );
}

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');

describe('Tabs (WAI-ARIA tabs pattern)', () => {
  it('shows the selected panel only, labelled by its tab', () => {
    render(<Sections />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel).toHaveTextContent('first panel');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('second panel')).not.toBeInTheDocument();
  });

  it('is one tab stop; arrows, Home and End move and select; Tab then reaches the panel', async () => {
    const user = userEvent.setup();
    render(<Sections />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(selected().map((tab) => tab.textContent)).toEqual(['Two']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('second panel');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(selected().map((tab) => tab.textContent)).toEqual(['Three']);
    await user.keyboard('{Home}');
    expect(selected().map((tab) => tab.textContent)).toEqual(['One']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('a click selects', async () => {
    const user = userEvent.setup();
    render(<Sections />);
    await user.click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('third panel');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('data-state', 'inactive');
  });
});
