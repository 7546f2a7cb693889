import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { FulfilmentOrder } from '../api/answers.js';
import { unwrap } from '../api/problem.js';
import { dayToSeconds } from '../components/dates.js';
import { When } from '../components/when.js';
import { Empty, Field, FormError, Loading, QueryError } from '../components/forms.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';

const STEP = 50;
const MOST = 200;

const address = (order: FulfilmentOrder) =>
  [
    [order.shipping_first_name, order.shipping_last_name].filter(Boolean).join(' '),
    order.shipping_street_address_1,
    order.shipping_street_address_2,
    [order.shipping_zip, order.shipping_city].filter(Boolean).join(' '),
    [order.shipping_state, order.shipping_country].filter(Boolean).join(', '),
    order.shipping_phone_number,
  ].filter(Boolean);

/** Orders of rewards that ship and have not shipped yet, oldest first; support marks one fulfilled with its tracking number. */
export function OrdersPage() {
  const { clientId = '' } = useParams();
  const { api, session } = useOperator();
  const [limit, setLimit] = useState(STEP);
  const [fulfilling, setFulfilling] = useState<number>();
  const [done, setDone] = useState<FulfilmentOrder>();
  const orders = useQuery({
    queryKey: ['orders-awaiting', clientId, limit],
    queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/orders/awaiting_fulfilment', { params: { path: { client_id: clientId }, query: { limit } } })),
  });
  const canFulfil = may(session.role, 'fulfilOrder');
  return (
    <>
      <h1>Orders awaiting fulfilment</h1>
      {done && (
        <p role="status" className="notice">
          Order {done.redeem_order_id} ({done.reward_title}) marked fulfilled{done.tracking_number ? `, tracking ${done.tracking_number}` : ''}.
        </p>
      )}
      {orders.isPending ? (
        <Loading what="orders" />
      ) : orders.isError ? (
        <QueryError error={orders.error} />
      ) : orders.data.length === 0 ? (
        <Empty>No orders are waiting to ship.</Empty>
      ) : (
        <>
          <ul className="orders">
            {orders.data.map((order) => (
              <li key={order.redeem_order_id} className="card order">
                <h2 className="order-title">
                  {order.quantity} × {order.reward_title}
                </h2>
                <dl className="facts">
                  <div>
                    <dt>Order</dt>
                    <dd>
                      <code>{order.redeem_order_id}</code>
                    </dd>
                  </div>
                  <div>
                    <dt>Ordered</dt>
                    <dd>
                      <When at={order.date_created} />
                    </dd>
                  </div>
                  <div>
                    <dt>Member</dt>
                    <dd>
                      <Link to={`/programs/${clientId}/members/${order.user_id}`}>{order.user_id}</Link>
                    </dd>
                  </div>
                  <div>
                    <dt>Ship to</dt>
                    <dd>
                      <address>
                        {address(order).map((line) => (
                          <span key={line} className="line">
                            {line}
                          </span>
                        ))}
                      </address>
                    </dd>
                  </div>
                </dl>
                {canFulfil &&
                  (fulfilling === order.redeem_order_id ? (
                    <FulfilForm
                      clientId={clientId}
                      order={order}
                      onCancel={() => setFulfilling(undefined)}
                      onDone={(fulfilled) => {
                        setFulfilling(undefined);
                        setDone(fulfilled);
                      }}
                    />
                  ) : (
                    <button type="button" onClick={() => setFulfilling(order.redeem_order_id)} aria-label={`Fulfil order ${order.redeem_order_id}`}>
                      Fulfil
                    </button>
                  ))}
              </li>
            ))}
          </ul>
          {orders.data.length >= limit && limit < MOST && (
            <button type="button" className="secondary" onClick={() => setLimit(Math.min(MOST, limit + STEP))}>
              Show more orders
            </button>
          )}
          {orders.data.length >= MOST && <p className="hint">The oldest {MOST} orders are shown; fulfil some to see the rest.</p>}
        </>
      )}
    </>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

function FulfilForm({
  clientId,
  order,
  onCancel,
  onDone,
}: {
  clientId: string;
  order: FulfilmentOrder;
  onCancel: () => void;
  onDone: (order: FulfilmentOrder) => void;
}) {
  const { api } = useOperator();
  const queryClient = useQueryClient();
  const [tracking, setTracking] = useState('');
  const [day, setDay] = useState(today);
  const fulfil = useMutation({
    mutationFn: () =>
      unwrap(
        api.PUT('/admin/v1/clients/{client_id}/orders/{order_id}/fulfilment', {
          params: { path: { client_id: clientId, order_id: String(order.redeem_order_id) } },
          body: {
            ...(tracking.trim() ? { tracking_number: tracking.trim() } : {}),
            // Today means now; another day means that day (UTC).
            ...(day && day !== today() ? { date_fulfilled: dayToSeconds(day) } : {}),
          },
        }),
      ),
    onSuccess: (fulfilled) => {
      void queryClient.invalidateQueries({ queryKey: ['orders-awaiting', clientId] });
      onDone(fulfilled);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    fulfil.mutate();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Fulfil order ${order.redeem_order_id}`}>
      <div className="grid">
        <Field label="Tracking number" name="tracking_number" error={fulfil.error}>
          <input value={tracking} onChange={(event) => setTracking(event.target.value)} maxLength={100} />
        </Field>
        <Field label="Shipped on" name="date_fulfilled" error={fulfil.error}>
          <input type="date" value={day} onChange={(event) => setDay(event.target.value)} max={today()} />
        </Field>
      </div>
      <FormError error={fulfil.error} fields={['tracking_number', 'date_fulfilled']} />
      <div className="actions">
        <button type="submit" disabled={fulfil.isPending}>
          Mark fulfilled
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
