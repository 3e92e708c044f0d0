import { Box, Flex, Text } from "@sanity/ui";
import type { DayCount } from "./model";

const WIDTH = 600;
const HEIGHT = 140;
const GAP = 4;
/** Newsletter, members: Studio's blue and green, readable on the light and dark themes. */
const COLORS = { newsletter: "#2276fc", members: "#43d675" } as const;

/**
 * Sign-ups per day as side-by-side bars, in plain SVG; its title sums the chart
 * up for screen readers (the totals and lists beside it carry the figures).
 */
export function SignUpsChart({ days }: { days: ReadonlyArray<DayCount> }) {
  const highest = Math.max(1, ...days.flatMap((day) => [day.newsletter, day.members]));
  const slot = WIDTH / Math.max(1, days.length);
  const bar = Math.max(1, (slot - GAP) / 2);
  const height = (count: number) => (count / highest) * (HEIGHT - 16);
  const first = days[0]?.day ?? "";
  const last = days.at(-1)?.day ?? "";

  return (
    <Box>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        // Bars may widen with the pane; the height stays small.
        preserveAspectRatio="none"
        role="img"
        aria-labelledby="waitlist-chart-title"
        data-testid="signups-chart"
      >
        <title id="waitlist-chart-title">
          Sign-ups per day from {first} to {last}: newsletter in blue, members in green. Highest
          day: {highest}.
        </title>
        <line
          x1="0"
          y1={HEIGHT - 0.5}
          x2={WIDTH}
          y2={HEIGHT - 0.5}
          stroke="currentColor"
          opacity="0.3"
        />
        {days.map((day, index) => (
          <g key={day.day}>
            <rect
              x={index * slot + GAP / 2}
              y={HEIGHT - height(day.newsletter)}
              width={bar}
              height={height(day.newsletter)}
              fill={COLORS.newsletter}
            />
            <rect
              x={index * slot + GAP / 2 + bar}
              y={HEIGHT - height(day.members)}
              width={bar}
              height={height(day.members)}
              fill={COLORS.members}
            />
          </g>
        ))}
      </svg>
      <Flex justify="space-between" marginTop={2}>
        <Text size={1} muted>
          {first}
        </Text>
        <Flex gap={3}>
          <Legend color={COLORS.newsletter} label="Newsletter" />
          <Legend color={COLORS.members} label="Members" />
        </Flex>
        <Text size={1} muted>
          {last}
        </Text>
      </Flex>
    </Box>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Flex align="center" gap={1}>
      <svg width="10" height="10" aria-hidden="true">
        <rect width="10" height="10" fill={color} />
      </svg>
      <Text size={1}>{label}</Text>
    </Flex>
  );
}
