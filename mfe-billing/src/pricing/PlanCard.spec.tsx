import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plan, renderWithProviders } from '../testing/fixtures';
import { PlanCard } from './PlanCard';

describe('PlanCard', () => {
  it('shows the price per interval, the limits and each enabled feature', () => {
    renderWithProviders(
      <PlanCard
        plan={plan({
          name: 'Pro',
          price: 19.5,
          qr_code_limit: 100,
          scan_limit: 25000,
          template_limit: 10,
          api_key_limit: 1,
          domain_limit: 3,
          storage_limit_mb: 100,
          features: { analytics: true, customLogos: true },
        })}
        current={false}
        onChoose={jest.fn()}
      />,
    );
    const card = screen.getByRole('article', { name: 'Pro' });
    expect(within(card).getByText('$19.50')).toBeInTheDocument();
    expect(within(card).getByText('/month')).toBeInTheDocument();
    expect(within(card).getByText('For a first campaign')).toBeInTheDocument();
    expect(within(card).getByText('100 QR Codes')).toBeInTheDocument();
    expect(within(card).getByText('25,000 Scans / Month')).toBeInTheDocument();
    expect(within(card).getByText('10 Templates')).toBeInTheDocument();
    expect(within(card).getByText('1 API Key')).toBeInTheDocument();
    expect(within(card).getByText('3 custom domains')).toBeInTheDocument();
    expect(within(card).getByText('100 MB of files for pages')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(['Analytics', 'Custom Logos']));
    expect(within(card).queryByText('Most Popular')).not.toBeInTheDocument();
  });

  it('reads Unlimited for a limit of 0 and leaves out features that are off', () => {
    renderWithProviders(
      <PlanCard
        plan={plan({
          qr_code_limit: 0,
          scan_limit: 0,
          template_limit: -1,
          api_key_limit: -1,
          domain_limit: -1,
          storage_limit_mb: -1,
          billing_interval: 'year',
          features: { analytics: false, customLogos: false },
        })}
        current={false}
        onChoose={jest.fn()}
      />,
    );
    expect(screen.getByText('Unlimited QR Codes')).toBeInTheDocument();
    expect(screen.getByText('Unlimited Scans / Month')).toBeInTheDocument();
    expect(screen.getByText('Unlimited Templates')).toBeInTheDocument();
    expect(screen.getByText('Unlimited API Keys')).toBeInTheDocument();
    expect(screen.getByText('Unlimited custom domains')).toBeInTheDocument();
    expect(screen.getByText('Unlimited files for pages')).toBeInTheDocument();
    expect(screen.getByText('/year')).toBeInTheDocument();
    expect(screen.queryByText('Analytics')).not.toBeInTheDocument();
    expect(screen.queryByText('Custom Logos')).not.toBeInTheDocument();
  });

  it('says which plans give no templates or API keys, reads a single one (a custom domain too) in the singular, and storage from 1024 MB in GB', () => {
    renderWithProviders(
      <PlanCard
        plan={plan({
          qr_code_limit: 1,
          scan_limit: 1,
          member_limit: 1,
          template_limit: 0,
          api_key_limit: 0,
          domain_limit: 1,
          storage_limit_mb: 1024,
        })}
        current={false}
        onChoose={jest.fn()}
      />,
    );
    const limits = screen.getByRole('list', { name: 'Limits' });
    expect(
      within(limits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1 QR Code',
      '1 Scan / Month',
      '1 Member',
      'No Templates',
      'No API Keys',
      '1 custom domain',
      '1 GB of files for pages',
    ]);
  });

  it('leaves custom domains and storage out of a plan that gives none', () => {
    renderWithProviders(
      <PlanCard plan={plan({ domain_limit: 0, storage_limit_mb: 0 })} current={false} onChoose={jest.fn()} />,
    );
    expect(screen.getByText('25 QR Codes')).toBeInTheDocument();
    expect(screen.queryByText(/custom domain/)).not.toBeInTheDocument();
    expect(screen.queryByText(/files for pages/)).not.toBeInTheDocument();
  });

  it("puts the 'Most Popular' banner on the featured plan", () => {
    renderWithProviders(<PlanCard plan={plan({ is_featured: true })} current={false} onChoose={jest.fn()} />);
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
  });

  it("offers 'Choose Plan', which hands the plan over", async () => {
    const onChoose = jest.fn();
    const starter = plan();
    renderWithProviders(<PlanCard plan={starter} current={false} onChoose={onChoose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose Plan' }));
    expect(onChoose).toHaveBeenCalledWith(starter);
  });

  it("shows the user's own plan as a disabled 'Current Plan'", () => {
    renderWithProviders(<PlanCard plan={plan()} current onChoose={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Choose Plan' })).not.toBeInTheDocument();
  });
});
