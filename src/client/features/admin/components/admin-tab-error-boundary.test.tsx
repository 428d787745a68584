// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const reported = vi.hoisted(() => [] as { code: string; context?: Record<string, unknown> }[]);
vi.mock('#client/lib/report-error', () => ({
  reportError: async (report: { code: string; context?: Record<string, unknown> }) => {
    reported.push(report);
  },
}));

const { AdminTabErrorBoundary } = await import('./admin-tab-error-boundary');

let broken = true;
function Tab() {
  if (broken) throw new Error('tab exploded');
  return <p>Tab content</p>;
}

describe('AdminTabErrorBoundary', () => {
  afterEach(cleanup);

  it("shows the spec's message inside the tab, reports the tab, and recovers on Try Again", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AdminTabErrorBoundary tab="Blog">
        <Tab />
      </AdminTabErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to load component. Please refresh the page or try again later.');
    expect(reported.at(-1)).toMatchObject({ code: 'REACT_ERROR_BOUNDARY', context: { adminTab: 'Blog' } });
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Tab content')).toBeTruthy();
  });
});
