import { Fact, FactList } from '../../ui';

/** An editor's values as they are in force, label and value side by side. */
export function ReadOnlyFacts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <FactList minColumnWidth="16rem">
      {facts.map(([name, value]) => (
        <Fact key={name} label={name}>
          {value}
        </Fact>
      ))}
    </FactList>
  );
}
