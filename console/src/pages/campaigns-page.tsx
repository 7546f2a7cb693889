import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { RewardsClient } from '../api/client.js';
import { unwrap } from '../api/problem.js';
import { CardForm, EditCell, Field, FormActions, FormError, NewItemButton, numberOrNull, text } from '../components/forms.js';
import { ListSection } from '../components/list-section.js';
import { fromLocalInput, toLocalInput } from '../components/progress.js';
import { When } from '../components/when.js';
import { useOperator } from '../operator.js';
import { may } from '../roles.js';
import { CampaignCodes } from './campaign-codes.js';

type Campaign = Awaited<ReturnType<typeof listCampaigns>>[number];
type QuestionType = 1 | 2 | 3 | 4 | 5;

const listCampaigns = (api: RewardsClient, clientId: string) =>
  unwrap(api.GET('/admin/v1/clients/{client_id}/code_redemption_campaigns', { params: { path: { client_id: clientId } } }));

const QUESTION_TYPES: Record<QuestionType, string> = { 1: 'Text field', 2: 'Drop-down', 3: 'Text area', 4: 'Date', 5: 'Checkbox' };
const DROP_DOWN = 2;

interface QuestionDraft {
  title: string;
  type: QuestionType;
  is_required: boolean;
  /** Drop-down options, one a line. */
  options: string;
}

interface Draft {
  title: string;
  description: string;
  code_field_name: string;
  date_start: string;
  date_end: string;
  image: string;
  num_points: string;
  redemption_limit: string;
  is_enabled: boolean;
  enable_email: boolean;
  enable_verify_checkbox: boolean;
  enable_tos: boolean;
  tos_text: string;
  tos_link_url: string;
  questions: QuestionDraft[];
}

const DAY = 86_400;

function emptyDraft(): Draft {
  const now = Math.floor(Date.now() / 1000);
  return {
    title: '',
    description: '',
    code_field_name: 'Code',
    date_start: toLocalInput(now),
    date_end: toLocalInput(now + 30 * DAY),
    image: '',
    num_points: '',
    redemption_limit: '1',
    is_enabled: true,
    enable_email: false,
    enable_verify_checkbox: false,
    enable_tos: false,
    tos_text: '',
    tos_link_url: '',
    questions: [],
  };
}

const draftOf = (campaign: Campaign): Draft => ({
  title: campaign.title,
  description: campaign.description,
  code_field_name: campaign.code_field_name,
  date_start: toLocalInput(campaign.date_start),
  date_end: toLocalInput(campaign.date_end),
  image: campaign.image,
  num_points: text(campaign.num_points),
  redemption_limit: text(campaign.redemption_limit),
  is_enabled: campaign.is_enabled === 1,
  enable_email: campaign.enable_email === 1,
  enable_verify_checkbox: campaign.enable_verify_checkbox === 1,
  enable_tos: campaign.enable_tos === 1,
  tos_text: campaign.tos_text ?? '',
  tos_link_url: campaign.tos_link_url ?? '',
  questions: campaign.questions.map((question) => ({
    title: question.title,
    type: question.type,
    is_required: question.is_required === 1,
    options: question.options.map((option) => option.value).join('\n'),
  })),
});

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

const bodyOf = (draft: Draft) => ({
  title: draft.title,
  description: draft.description,
  code_field_name: draft.code_field_name,
  date_start: fromLocalInput(draft.date_start),
  date_end: fromLocalInput(draft.date_end),
  image: draft.image,
  num_points: Number(draft.num_points),
  redemption_limit: numberOrNull(draft.redemption_limit),
  is_enabled: flag(draft.is_enabled),
  enable_email: flag(draft.enable_email),
  enable_verify_checkbox: flag(draft.enable_verify_checkbox),
  enable_tos: flag(draft.enable_tos),
  tos_text: draft.tos_text.trim() === '' ? null : draft.tos_text,
  tos_link_url: draft.tos_link_url.trim() === '' ? null : draft.tos_link_url.trim(),
  questions: draft.questions.map((question) => ({
    title: question.title,
    type: question.type,
    is_required: flag(question.is_required),
    options:
      question.type === DROP_DOWN
        ? question.options
            .split('\n')
            .map((value) => value.trim())
            .filter(Boolean)
            .map((value) => ({ value }))
        : [],
  })),
});

const FIELDS = [
  'title',
  'description',
  'code_field_name',
  'date_start',
  'date_end',
  'image',
  'num_points',
  'redemption_limit',
  'is_enabled',
  'enable_email',
  'enable_verify_checkbox',
  'enable_tos',
  'tos_text',
  'tos_link_url',
];

/**
 * Code redemption campaigns: members enter a code (from a receipt, a pack, a card) for points.
 * Managers create and edit a campaign with its questions and limits, load its codes in batches,
 * and look a code up to see whether it was used, or withdraw it.
 */
export function CampaignsPage() {
  const { clientId = '' } = useParams();
  const { api, session } = useOperator();
  const queryClient = useQueryClient();
  const key = ['campaigns', clientId];
  const campaigns = useQuery({ queryKey: key, queryFn: () => listCampaigns(api, clientId) });
  const [editing, setEditing] = useState<Campaign | 'new' | undefined>();
  const [open, setOpen] = useState<string>();
  const canWrite = may(session.role, 'createCampaign');
  const chosen = campaigns.data?.find((campaign) => campaign.campaign_id === open);

  return (
    <>
      <h1>Campaigns</h1>
      <p className="hint">Members enter a campaign's codes for points; each code counts once, or as often as the campaign allows.</p>
      {canWrite && <NewItemButton label="New campaign" formOpen={editing !== undefined} onOpen={() => setEditing('new')} />}
      {canWrite && editing !== undefined && (
        <CampaignForm
          api={api}
          clientId={clientId}
          campaign={editing === 'new' ? undefined : editing}
          onDone={(saved) => {
            setEditing(undefined);
            if (saved) setOpen(saved);
            void queryClient.invalidateQueries({ queryKey: key });
          }}
        />
      )}
      <ListSection
        id="campaign-list"
        title="All campaigns"
        query={campaigns}
        what="campaigns"
        empty="No campaigns yet."
        items={(data) => data}
        label="Campaigns"
        columns={['Title', 'Runs', 'Points a code', 'Codes a member', 'Questions', 'Codes', ...(canWrite ? ['Edit'] : [])]}
        row={(campaign) => (
          <tr key={campaign.campaign_id}>
            <td>
              {campaign.title}
              <br />
              <span className="hint">
                campaign id {campaign.campaign_id}, activity id {campaign.id}
              </span>
            </td>
            <td>
              <When at={campaign.date_start} /> to <When at={campaign.date_end} />
              {campaign.is_enabled === 0 && (
                <>
                  <br />
                  <span className="hint">switched off: codes are refused</span>
                </>
              )}
            </td>
            <td>{campaign.num_points}</td>
            <td>{campaign.redemption_limit ?? 'no limit'}</td>
            <td>{campaign.questions.length}</td>
            <td>
              <button
                type="button"
                className="secondary"
                aria-pressed={open === campaign.campaign_id}
                aria-label={`Codes of ${campaign.title}`}
                onClick={() => setOpen(open === campaign.campaign_id ? undefined : campaign.campaign_id)}
              >
                Codes
              </button>
            </td>
            {canWrite && <EditCell title={campaign.title} onEdit={() => setEditing(campaign)} />}
          </tr>
        )}
      />
      {chosen && <CampaignCodes key={chosen.campaign_id} api={api} clientId={clientId} campaign={chosen} canWrite={canWrite} />}
    </>
  );
}

function CampaignForm({
  api,
  clientId,
  campaign,
  onDone,
}: {
  api: RewardsClient;
  clientId: string;
  campaign: Campaign | undefined;
  onDone: (saved?: string) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => (campaign ? draftOf(campaign) : emptyDraft()));
  const set = (name: keyof Draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value });
  const toggle = (name: 'is_enabled' | 'enable_email' | 'enable_verify_checkbox' | 'enable_tos') => (event: { target: { checked: boolean } }) =>
    setDraft({ ...draft, [name]: event.target.checked });
  const setQuestion = (index: number, change: Partial<QuestionDraft>) =>
    setDraft({ ...draft, questions: draft.questions.map((question, at) => (at === index ? { ...question, ...change } : question)) });
  const save = useMutation({
    mutationFn: () =>
      campaign
        ? unwrap(
            api.PUT('/admin/v1/clients/{client_id}/code_redemption_campaigns/{campaign_id}', {
              params: { path: { client_id: clientId, campaign_id: campaign.campaign_id } },
              body: bodyOf(draft),
            }),
          )
        : unwrap(api.POST('/admin/v1/clients/{client_id}/code_redemption_campaigns', { params: { path: { client_id: clientId } }, body: bodyOf(draft) })),
    onSuccess: (saved) => onDone(saved.campaign_id),
  });
  return (
    <CardForm id="campaign-form" title={campaign ? `Edit ${campaign.title}` : 'New campaign'} onSubmit={() => save.mutate()}>
      <div className="grid">
        <Field label="Title" name="title" error={save.error}>
          <input value={draft.title} onChange={set('title')} required />
        </Field>
        <Field label="Points a code earns" name="num_points" error={save.error}>
          <input type="number" inputMode="numeric" min={0} value={draft.num_points} onChange={set('num_points')} required />
        </Field>
        <Field label="Codes a member may redeem" name="redemption_limit" error={save.error} hint="Blank: no limit">
          <input type="number" inputMode="numeric" min={1} value={draft.redemption_limit} onChange={set('redemption_limit')} />
        </Field>
        <Field label="Starts" name="date_start" error={save.error}>
          <input type="datetime-local" value={draft.date_start} onChange={set('date_start')} required />
        </Field>
        <Field label="Ends" name="date_end" error={save.error}>
          <input type="datetime-local" value={draft.date_end} onChange={set('date_end')} required />
        </Field>
        <Field label="Label of the code field" name="code_field_name" error={save.error} hint="What the app's form calls the code">
          <input value={draft.code_field_name} onChange={set('code_field_name')} required />
        </Field>
        <Field label="Image URL" name="image" error={save.error}>
          <input type="url" value={draft.image} onChange={set('image')} required />
        </Field>
        <Field label="Description" name="description" error={save.error}>
          <textarea value={draft.description} onChange={set('description')} rows={2} />
        </Field>
      </div>
      <label className="check">
        <input type="checkbox" checked={draft.is_enabled} onChange={toggle('is_enabled')} /> Taking codes (off: members' codes are refused until it is back on)
      </label>
      <fieldset>
        <legend>The app's form</legend>
        <label className="check">
          <input type="checkbox" checked={draft.enable_email} onChange={toggle('enable_email')} /> Ask for an e-mail address
        </label>
        <label className="check">
          <input type="checkbox" checked={draft.enable_verify_checkbox} onChange={toggle('enable_verify_checkbox')} /> Show a verification checkbox
        </label>
        <label className="check">
          <input type="checkbox" checked={draft.enable_tos} onChange={toggle('enable_tos')} /> Members accept terms
        </label>
        {draft.enable_tos && (
          <div className="grid">
            <Field label="Terms" name="tos_text" error={save.error}>
              <textarea value={draft.tos_text} onChange={set('tos_text')} rows={2} />
            </Field>
            <Field label="Terms link" name="tos_link_url" error={save.error}>
              <input type="url" value={draft.tos_link_url} onChange={set('tos_link_url')} />
            </Field>
          </div>
        )}
      </fieldset>
      <fieldset>
        <legend>Questions</legend>
        {draft.questions.length === 0 && <p className="hint">None: members enter only the code.</p>}
        {draft.questions.map((question, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions are edited in place; their ids are minted on save
          <div className="question" key={index}>
            <div className="grid">
              <Field label={`Question ${index + 1}`} name={`questions.${index}.title`} error={save.error}>
                <input value={question.title} onChange={(event) => setQuestion(index, { title: event.target.value })} />
              </Field>
              <Field label={`Question ${index + 1} type`} name={`questions.${index}.type`} error={save.error}>
                <select value={question.type} onChange={(event) => setQuestion(index, { type: Number(event.target.value) as QuestionType })}>
                  {Object.entries(QUESTION_TYPES).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </Field>
              {question.type === DROP_DOWN && (
                <Field label={`Question ${index + 1} options, one a line`} name={`questions.${index}.options`} error={save.error}>
                  <textarea value={question.options} onChange={(event) => setQuestion(index, { options: event.target.value })} rows={3} />
                </Field>
              )}
            </div>
            <div className="actions">
              <label className="check">
                <input type="checkbox" checked={question.is_required} onChange={(event) => setQuestion(index, { is_required: event.target.checked })} />{' '}
                Question {index + 1} must be answered
              </label>
              <button type="button" className="secondary" onClick={() => setDraft({ ...draft, questions: draft.questions.filter((_, at) => at !== index) })}>
                Remove question {index + 1}
              </button>
            </div>
          </div>
        ))}
        <button
          type="button"
          className="secondary"
          onClick={() => setDraft({ ...draft, questions: [...draft.questions, { title: '', type: 1, is_required: false, options: '' }] })}
        >
          Add a question
        </button>
      </fieldset>
      <FormError error={save.error} fields={[...FIELDS, ...draft.questions.map((_, index) => `questions.${index}`)]} />
      <FormActions label={campaign ? 'Save campaign' : 'Create campaign'} pending={save.isPending} onCancel={onDone} />
    </CardForm>
  );
}
