import { indexNowKeyPattern } from '@local-seo/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatNumber } from '../../lib/format';
import { Badge, Button, Card, Fact, FactList, Input, LoadError, useToast } from '../../ui';
import { bingSubmissionToast, callFailedToast, failures } from './outcomes';
import { bingSitemapStatusQueryOptions, sitemapStatusQueryOptions, useSubmitToBing } from './queries';
import { sitemapActionState } from './rules';
import { SubmissionHistory } from './submission-history';

const keyMessage = 'The IndexNow key must be 8 to 128 letters, digits or dashes';

/** Bing through IndexNow: whether a key is set, what is waiting to be sent, and a way to set the key. */
export function BingPanel() {
  const { toast } = useToast();
  const bing = useQuery(bingSitemapStatusQueryOptions());
  const status = useQuery(sitemapStatusQueryOptions());
  const submit = useSubmitToBing();
  const [apiKey, setApiKey] = useState('');
  const [keyError, setKeyError] = useState<string>();
  const { canSubmit } = sitemapActionState(status.data, undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const key = apiKey.trim();
    if (!indexNowKeyPattern.test(key)) return setKeyError(keyMessage);
    setKeyError(undefined);
    submit.mutate(
      { sitemapUrl: status.data?.sitemapUrl ?? '', apiKey: key },
      {
        onSuccess: (result) => {
          toast(bingSubmissionToast(result));
          if (result.success) setApiKey('');
        },
        onError: (error) => toast(callFailedToast(failures.bing, error)),
      },
    );
  };

  const data = bing.data;
  return (
    <>
      <Card title="Bing (IndexNow)" description="Changed pages are announced to Bing and other IndexNow engines.">
        {bing.error ? (
          <LoadError what="The IndexNow status" error={bing.error} />
        ) : (
          data && (
            <FactList minColumnWidth="10rem">
              <Fact label="IndexNow">
                {data.configured ? <Badge variant="success">Configured</Badge> : <Badge variant="warning">Not configured</Badge>}
              </Fact>
              <Fact label="Changed URLs waiting">{formatNumber(data.pendingUrls)}</Fact>
              {data.keyLocation && <Fact label="Key file">{data.keyLocation}</Fact>}
            </FactList>
          )
        )}
        {data && <p className="sitemap-hint">{data.message}</p>}
        <form className="sitemap-key-form" onSubmit={onSubmit} noValidate>
          <Input
            label="IndexNow key"
            value={apiKey}
            onChange={(event) => setApiKey(event.target.value)}
            error={keyError}
            hint="8 to 128 letters, digits or dashes. It is kept and served at /{key}.txt on the public site."
            autoComplete="off"
            spellCheck={false}
          />
          <Button type="submit" variant="outline" disabled={!canSubmit || apiKey.trim() === ''} busy={submit.isPending}>
            {submit.isPending ? 'Submitting...' : 'Save Key and Submit to Bing'}
          </Button>
        </form>
      </Card>
      <SubmissionHistory title="Recent Bing submissions" submissions={data?.submissions} loading={bing.isPending} />
    </>
  );
}
