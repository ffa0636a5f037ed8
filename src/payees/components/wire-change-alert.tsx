import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { paths } from '../../config/paths.ts';
import { selectPayees, wireWarningDismissed } from '../payees-slice.ts';

const when = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * On every page of an open file: a colleague just changed a payee's wire instructions. Said at
 * once (the live feed), naming who and when, until the agent has read it: a spoofed change the
 * day before closing is how proceeds are diverted.
 */
export function WireChangeAlert({ orderGuid }: { orderGuid: string }) {
  const dispatch = useAppDispatch();
  const warnings = useAppSelector(selectPayees).warnings.filter((warning) => warning.orderGuid === orderGuid);
  if (warnings.length === 0) return null;
  return (
    <div className="wire-alert" role="alert">
      {warnings.map((warning) => (
        <div key={warning.id} className="wire-alert__item">
          <p className="wire-alert__text">
            <strong>Wire instructions changed.</strong> At {when(warning.at)}, {warning.by} {warning.summary}. They must be verified again, by someone else, before any money is wired.
          </p>
          <div className="wire-alert__actions">
            <Link className="button button--small button--outline" to={`${paths.order(orderGuid)}/payees`}>
              Open Payees
            </Link>
            <button type="button" className="button button--small button--outline" onClick={() => dispatch(wireWarningDismissed(warning.id))}>
              Dismiss
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
