import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { RewardsClient } from '../api/client.js';
import { unwrap } from '../api/problem.js';
import { CardForm, Field, FormActions, FormError, NewItemButton } from '../components/forms.js';
import { ListSection } from '../components/list-section.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';
import { Categories } from './reward-categories.js';

/** The reward catalogue: rewards with their stock and variations, their codes, and the reward and coupon categories. */
export function RewardsPage() {
  const { clientId = '' } = useParams();
  const { api, session } = useOperator();
  const queryClient = useQueryClient();
  const path = { client_id: clientId };
  const rewards = useQuery({ queryKey: ['rewards', clientId], queryFn: () => listRewards(api, clientId) });
  const categories = useQuery({
    queryKey: ['reward-categories', clientId],
    queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/reward_categories', { params: { path } })),
  });
  const couponCategories = useQuery({
    queryKey: ['coupon-categories', clientId],
    queryFn: () => unwrap(api.GET('/admin/v1/clients/{client_id}/coupon_categories', { params: { path } })),
  });
  const canWrite = may(session.role, 'createReward');
  const [editing, setEditing] = useState<Reward | 'new' | undefined>();
  const [codesFor, setCodesFor] = useState<{ id: string; title: string }>();
  const categoryName = (id: string | null) => categories.data?.find((category) => category.id === id)?.name ?? '';

  return (
    <>
      <h1>Rewards</h1>
      {canWrite && <NewItemButton label="New reward" formOpen={editing !== undefined} onOpen={() => setEditing('new')} />}
      {canWrite && editing !== undefined && (
        <RewardForm
          key={editing === 'new' ? 'new' : editing.id}
          api={api}
          clientId={clientId}
          reward={editing === 'new' ? undefined : editing}
          categories={categories.data ?? []}
          couponCategories={couponCategories.data ?? []}
          onDone={() => {
            setEditing(undefined);
            void queryClient.invalidateQueries({ queryKey: ['rewards', clientId] });
          }}
        />
      )}
      {canWrite && codesFor && (
        <CodesForm
          api={api}
          clientId={clientId}
          reward={codesFor}
          onDone={() => {
            setCodesFor(undefined);
            void queryClient.invalidateQueries({ queryKey: ['rewards', clientId] });
          }}
        />
      )}
      <ListSection
        id="reward-list"
        title="Catalogue"
        query={rewards}
        what="rewards"
        empty="No rewards yet."
        items={(data) => data}
        label="Rewards"
        columns={['Title', 'Points', 'Stock', 'Category', 'Variations', 'Codes left', ...(canWrite ? ['Change'] : [])]}
        row={(reward) => (
          <tr key={reward.id}>
            <td>{reward.title}</td>
            <td>{reward.num_points}</td>
            <td>
              {reward.current_quantity} of {reward.total_quantity}
            </td>
            <td>{categoryName(reward.category_id)}</td>
            <td>{(reward.variations ?? []).map((variation) => [variation.color, variation.size].filter(Boolean).join(' ')).join(', ')}</td>
            <td>{reward.remaining_coupons ?? ''}</td>
            {canWrite && (
              <td>
                <div className="links">
                  <button type="button" className="secondary" onClick={() => setEditing(reward)} aria-label={`Edit ${reward.title}`}>
                    Edit
                  </button>
                  {reward.coupon_category_id !== null && (
                    <button type="button" className="secondary" onClick={() => setCodesFor(reward)} aria-label={`Add codes to ${reward.title}`}>
                      Add codes
                    </button>
                  )}
                </div>
              </td>
            )}
          </tr>
        )}
      />
      <Categories api={api} clientId={clientId} canWrite={canWrite} />
    </>
  );
}

type Reward = Awaited<ReturnType<typeof listRewards>>[number];

const listRewards = (api: RewardsClient, clientId: string) =>
  unwrap(api.GET('/admin/v1/clients/{client_id}/rewards', { params: { path: { client_id: clientId } } }));

interface Variation {
  /** Set for a variation the reward has; a PUT keeps it (and its redemptions) by this id. */
  id?: string;
  color: string;
  size: string;
  total_quantity: string;
}

/** What a replace sends back as it was: the fields this form does not show. */
const KEPT_FIELDS = [
  'date_start',
  'date_end',
  'date_end_redeemable',
  'is_enabled',
  'no_end_date',
  'max_select_quantity',
  'max_per_user',
  'is_shipping_required',
  'is_phone_number_required',
  'is_min_age_required',
  'min_age',
  'is_digital_download',
  'digital_download_url',
  'sweepstakes_winners',
  'extra_data',
  'image',
  'additional_images',
  'reward_terms',
  'min_tier_id',
  'featured',
  'is_hidden',
  'is_locked',
  'is_active',
] as const satisfies readonly (keyof Reward)[];

function keptFields(reward: Reward): Pick<Reward, (typeof KEPT_FIELDS)[number]> {
  return Object.fromEntries(KEPT_FIELDS.map((name) => [name, reward[name]])) as Pick<Reward, (typeof KEPT_FIELDS)[number]>;
}

function RewardForm({
  api,
  clientId,
  reward,
  categories,
  couponCategories,
  onDone,
}: {
  api: RewardsClient;
  clientId: string;
  reward?: Reward;
  categories: { id: string; name: string }[];
  couponCategories: { id: number; name: string }[];
  onDone: () => void;
}) {
  const [title, setTitle] = useState(reward?.title ?? '');
  const [description, setDescription] = useState(reward?.description ?? '');
  const [points, setPoints] = useState(reward ? String(reward.num_points) : '');
  const [stock, setStock] = useState(reward ? String(reward.total_quantity) : '');
  const [categoryId, setCategoryId] = useState(reward?.category_id ?? '');
  const [couponCategoryId, setCouponCategoryId] = useState(reward?.coupon_category_id === null || !reward ? '' : String(reward.coupon_category_id));
  const [variations, setVariations] = useState<Variation[]>(
    (reward?.variations ?? []).map((variation) => ({
      id: variation.id,
      color: variation.color ?? '',
      size: variation.size ?? '',
      total_quantity: String(variation.total_quantity),
    })),
  );
  // Rewards with variations, and code rewards, take their stock from those.
  const plainStock = variations.length === 0 && couponCategoryId === '';
  const save = useMutation({
    mutationFn: () => {
      const body = {
        title,
        description,
        num_points: Number(points),
        ...(stock.trim() === '' || !plainStock ? {} : { total_quantity: Number(stock) }),
        category_id: categoryId || null,
        coupon_category_id: couponCategoryId || null,
        ...(variations.length
          ? {
              variations: variations.map((variation) => ({
                ...(variation.id ? { id: variation.id } : {}),
                color: variation.color || null,
                size: variation.size || null,
                total_quantity: Number(variation.total_quantity),
              })),
            }
          : {}),
      };
      return reward
        ? unwrap(
            api.PUT('/admin/v1/clients/{client_id}/rewards/{reward_id}', {
              params: { path: { client_id: clientId, reward_id: reward.id } },
              body: { ...keptFields(reward), ...body },
            }),
          )
        : unwrap(api.POST('/admin/v1/clients/{client_id}/rewards', { params: { path: { client_id: clientId } }, body }));
    },
    onSuccess: onDone,
  });
  const setVariation = (index: number, name: keyof Variation, value: string) =>
    setVariations(variations.map((variation, at) => (at === index ? { ...variation, [name]: value } : variation)));
  return (
    <CardForm id="reward-form" title={reward ? `Edit ${reward.title}` : 'New reward'} onSubmit={() => save.mutate()}>
      <div className="grid">
        <Field label="Title" name="title" error={save.error}>
          <input value={title} onChange={(event) => setTitle(event.target.value)} required />
        </Field>
        <Field label="Points" name="num_points" error={save.error}>
          <input type="number" inputMode="numeric" min={0} value={points} onChange={(event) => setPoints(event.target.value)} required />
        </Field>
        <Field
          label="Stock"
          name="total_quantity"
          error={save.error}
          hint={
            !plainStock
              ? 'Set by the variations, or for a code reward by its codes'
              : reward
                ? `How many can be redeemed in all; ${reward.total_quantity - reward.current_quantity} redeemed so far`
                : 'How many can be redeemed; with variations, each has its own'
          }
        >
          <input
            type="number"
            inputMode="numeric"
            min={0}
            value={stock}
            disabled={!plainStock}
            required={plainStock}
            onChange={(event) => setStock(event.target.value)}
          />
        </Field>
        <Field label="Category" name="category_id" error={save.error}>
          <select value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
            <option value="">(none)</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Coupon category" name="coupon_category_id" error={save.error}>
          <select value={couponCategoryId} onChange={(event) => setCouponCategoryId(event.target.value)}>
            <option value="">(none)</option>
            {couponCategories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Description" name="description" error={save.error}>
          <textarea value={description} onChange={(event) => setDescription(event.target.value)} rows={2} />
        </Field>
      </div>
      <fieldset>
        <legend>Variations</legend>
        {variations.length === 0 && <p className="hint">None: one stock for the reward.</p>}
        {variations.map((variation, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id until saved
          <div className="grid variation" key={index}>
            <Field label={`Variation ${index + 1} colour`} name={`variations.${index}.color`} error={save.error}>
              <input value={variation.color} onChange={(event) => setVariation(index, 'color', event.target.value)} />
            </Field>
            <Field label={`Variation ${index + 1} size`} name={`variations.${index}.size`} error={save.error}>
              <input value={variation.size} onChange={(event) => setVariation(index, 'size', event.target.value)} />
            </Field>
            <Field label={`Variation ${index + 1} stock`} name={`variations.${index}.total_quantity`} error={save.error}>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                value={variation.total_quantity}
                onChange={(event) => setVariation(index, 'total_quantity', event.target.value)}
              />
            </Field>
            <button type="button" className="secondary" onClick={() => setVariations(variations.filter((_, at) => at !== index))}>
              Remove variation {index + 1}
            </button>
          </div>
        ))}
        <button type="button" className="secondary" onClick={() => setVariations([...variations, { color: '', size: '', total_quantity: '' }])}>
          Add a variation
        </button>
      </fieldset>
      <FormError
        error={save.error}
        fields={[
          'title',
          'num_points',
          'total_quantity',
          'category_id',
          'coupon_category_id',
          'description',
          ...variations.map((_, index) => `variations.${index}`),
        ]}
      />
      <FormActions label={reward ? 'Save reward' : 'Create reward'} pending={save.isPending} onCancel={onDone} />
    </CardForm>
  );
}

function CodesForm({ api, clientId, reward, onDone }: { api: RewardsClient; clientId: string; reward: { id: string; title: string }; onDone: () => void }) {
  const [codes, setCodes] = useState('');
  const add = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/admin/v1/clients/{client_id}/rewards/{reward_id}/codes', {
          params: { path: { client_id: clientId, reward_id: reward.id } },
          body: {
            codes: codes
              .split(/\s+/)
              .map((code) => code.trim())
              .filter(Boolean),
          },
        }),
      ),
  });
  return (
    <CardForm id="codes-form" title={`Add codes to ${reward.title}`} onSubmit={() => add.mutate()}>
      <Field label="Codes, one a line" name="codes" error={add.error} hint="At most 1,000 at a time">
        <textarea value={codes} onChange={(event) => setCodes(event.target.value)} rows={5} />
      </Field>
      <FormError error={add.error} fields={['codes']} />
      {add.data && (
        <p role="status">
          Added {add.data.codes_added} codes; {add.data.remaining_coupons} of {add.data.total_coupons} left.
        </p>
      )}
      <FormActions label="Add codes" pending={add.isPending} disabled={!codes.trim()} onCancel={onDone} cancelLabel="Done" />
    </CardForm>
  );
}
