// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { Formik, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { emptyOrderDetail } from '../order-defaults.ts';
import type { OrderDetail } from '../order-schemas.ts';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

const stored: OrderDetail = {
  ...emptyOrderDetail(),
  fileNumber: 'MINE-1',
  city: 'Austin',
  salesPrice: 450000,
  buyer: [{ FirstName: 'Ana', MiddleName: '', LastName: 'Ruiz', Type: 'Individual' }],
};

/** The hook inside an order form that opened on `stored`, with the form's own setters to type with. */
function renderUnsaved(saved: OrderDetail) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Formik<OrderDetail> initialValues={stored} onSubmit={() => undefined}>
      {children}
    </Formik>
  );
  return renderHook(({ saved: current }) => ({ unsaved: useUnsavedChanges(current), form: useFormikContext<OrderDetail>() }), {
    wrapper,
    initialProps: { saved },
  });
}

describe('useUnsavedChanges', () => {
  it('finds nothing unsaved in a form that shows what is saved, lists and objects compared by value', () => {
    // A copy, as the store hands over after every change: equal, not the same objects.
    const { result } = renderUnsaved(structuredClone(stored));
    expect([...result.current.unsaved]).toEqual([]);
  });

  it('names the fields typed away from the saved order, until they are typed back', async () => {
    const { result } = renderUnsaved(stored);
    await act(() => result.current.form.setFieldValue('city', 'Round Rock'));
    await act(() => result.current.form.setFieldValue('buyer', [{ ...stored.buyer[0], LastName: 'Ruiz-Lee' }]));
    expect([...result.current.unsaved]).toEqual(['city', 'buyer']);
    await act(() => result.current.form.setFieldValue('city', 'Austin'));
    expect([...result.current.unsaved]).toEqual(['buyer']);
  });

  it('counts a field as saved once the saved order holds the typed value', async () => {
    const { result, rerender } = renderUnsaved(stored);
    await act(() => result.current.form.setFieldValue('salesPrice', 475000));
    expect(result.current.unsaved.has('salesPrice')).toBe(true);
    rerender({ saved: { ...stored, salesPrice: 475000 } });
    expect(result.current.unsaved.has('salesPrice')).toBe(false);
  });

  it('answers anew on every change, so a wait restarts with each keystroke, and the same otherwise', async () => {
    const { result, rerender } = renderUnsaved(stored);
    await act(() => result.current.form.setFieldValue('city', 'Round'));
    const first = result.current.unsaved;
    rerender({ saved: stored });
    expect(result.current.unsaved).toBe(first);
    await act(() => result.current.form.setFieldValue('city', 'Round Rock'));
    expect(result.current.unsaved).not.toBe(first);
    expect([...result.current.unsaved]).toEqual(['city']);
  });
});
