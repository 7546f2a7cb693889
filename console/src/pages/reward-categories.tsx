import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { RewardsClient } from '../api/client.js';
import { unwrap } from '../api/problem.js';
import { Field, FormActions, FormError, numberOrNull, QueryView, submitWith } from '../components/forms.js';

/** The reward and coupon categories of a program's catalogue: listed, created and renamed by those who may. */
export function Categories({ api, clientId, canWrite }: { api: RewardsClient; clientId: string; canWrite: boolean }) {
  const path = { client_id: clientId };
  const [couponDays, setCouponDays] = useState('');
  return (
    <div className="two-columns">
      <CategorySection
        id="reward-categories"
        title="Reward categories"
        noun="reward category"
        queryKey={['reward-categories', clientId]}
        list={() => unwrap(api.GET('/admin/v1/clients/{client_id}/reward_categories', { params: { path } }))}
        rename={(category, name) =>
          unwrap(
            api.PUT('/admin/v1/clients/{client_id}/reward_categories/{category_id}', {
              params: { path: { ...path, category_id: category.id } },
              body: { name },
            }),
          )
        }
        add={(name) => unwrap(api.POST('/admin/v1/clients/{client_id}/reward_categories', { params: { path }, body: { name } }))}
        canWrite={canWrite}
      />
      <CategorySection
        id="coupon-categories"
        title="Coupon categories"
        noun="coupon category"
        queryKey={['coupon-categories', clientId]}
        list={() => unwrap(api.GET('/admin/v1/clients/{client_id}/coupon_categories', { params: { path } }))}
        detail={(category) => (category.expiration_days === null ? '' : ` (coupons expire after ${category.expiration_days} days)`)}
        rename={(category, name) =>
          unwrap(
            api.PUT('/admin/v1/clients/{client_id}/coupon_categories/{category_id}', {
              params: { path: { ...path, category_id: category.id } },
              body: { name, expiration_days: category.expiration_days },
            }),
          )
        }
        add={(name) =>
          unwrap(
            api.POST('/admin/v1/clients/{client_id}/coupon_categories', {
              params: { path },
              body: { name, expiration_days: numberOrNull(couponDays) },
            }),
          )
        }
        extra={(error) => (
          <Field label="Coupons expire after (days)" name="expiration_days" error={error} hint="Blank: never">
            <input type="number" inputMode="numeric" min={1} value={couponDays} onChange={(event) => setCouponDays(event.target.value)} />
          </Field>
        )}
        extraFields={['expiration_days']}
        onAdded={() => setCouponDays('')}
        canWrite={canWrite}
      />
    </div>
  );
}

/** One kind of category: its list (each renamed in place by managers) and, for managers, a form that adds one. */
function CategorySection<C extends { id: string | number; name: string }>({
  id,
  title,
  noun,
  queryKey,
  list,
  detail,
  rename,
  add,
  extra,
  extraFields = [],
  onAdded,
  canWrite,
}: {
  id: string;
  title: string;
  noun: string;
  queryKey: readonly string[];
  list: () => Promise<C[]>;
  detail?: (category: C) => string;
  rename: (category: C, name: string) => Promise<unknown>;
  add: (name: string) => Promise<unknown>;
  extra?: (error: unknown) => ReactNode;
  extraFields?: readonly string[];
  onAdded?: () => void;
  canWrite: boolean;
}) {
  const queryClient = useQueryClient();
  const categories = useQuery({ queryKey, queryFn: list });
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () => add(name),
    onSuccess: () => {
      setName('');
      onAdded?.();
      refresh();
    },
  });
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id}>{title}</h2>
      <QueryView query={categories} what={title.toLowerCase()} empty={`No ${title.toLowerCase()}.`} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <ul>
            {data.map((category) => (
              <li key={category.id}>
                <CategoryName
                  name={category.name}
                  detail={detail?.(category)}
                  canWrite={canWrite}
                  what={noun}
                  rename={(newName) => rename(category, newName)}
                  onRenamed={refresh}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {canWrite && (
        <form onSubmit={submitWith(() => create.mutate())} noValidate>
          <Field label={`New ${noun}`} name="name" error={create.error}>
            <input value={name} onChange={(event) => setName(event.target.value)} />
          </Field>
          {extra?.(create.error)}
          <FormError error={create.error} fields={['name', ...extraFields]} />
          <button type="submit" disabled={create.isPending || !name.trim()}>
            Add {noun}
          </button>
        </form>
      )}
    </section>
  );
}

/** A category's name, with a rename in place for managers. */
function CategoryName({
  name,
  detail = '',
  canWrite,
  what,
  rename,
  onRenamed,
}: {
  name: string;
  detail?: string;
  canWrite: boolean;
  what: string;
  rename: (name: string) => Promise<unknown>;
  onRenamed: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const save = useMutation({
    mutationFn: () => rename(draft),
    onSuccess: () => {
      setEditing(false);
      onRenamed();
    },
  });
  if (!editing) {
    return (
      <span className="category">
        {name}
        {detail}{' '}
        {canWrite && (
          <button
            type="button"
            className="secondary small"
            aria-label={`Rename ${what} ${name}`}
            onClick={() => {
              setDraft(name);
              save.reset();
              setEditing(true);
            }}
          >
            Rename
          </button>
        )}
      </span>
    );
  }
  return (
    <form onSubmit={submitWith(() => save.mutate())} noValidate>
      <Field label={`New name of ${name}`} name="name" error={save.error}>
        <input value={draft} onChange={(event) => setDraft(event.target.value)} />
      </Field>
      <FormError error={save.error} fields={['name']} />
      <FormActions label="Save name" pending={save.isPending} disabled={!draft.trim()} onCancel={() => setEditing(false)} />
    </form>
  );
}
