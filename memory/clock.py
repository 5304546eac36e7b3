"""The one clock the memory reads: real UTC time plus an offset a scenario can advance.

`advance_clock: {hours: 25}` in a scenario moves this offset, so a session expires without
anyone waiting a day. Each store, turn and replay owns its own Clock: no module-level state.
"""
from __future__ import annotations

from datetime import datetime, timedelta, timezone


class Clock:
    def __init__(self, start: datetime | None = None) -> None:
        # `start` freezes time at that instant (plus any advance): replays and tests that need
        # the same timestamps every run. Without it the clock follows real time.
        if start is not None and start.tzinfo is None:
            start = start.replace(tzinfo=timezone.utc)
        self._start = start
        self._offset = timedelta(0)

    def now(self) -> datetime:
        base = self._start if self._start is not None else datetime.now(timezone.utc)
        return base + self._offset

    def advance(self, hours: float) -> datetime:
        """Move the clock forward (or back, with a negative number); returns the new now."""
        self._offset += timedelta(hours=float(hours))
        return self.now()

    @property
    def offset_hours(self) -> float:
        return self._offset.total_seconds() / 3600.0

    def __repr__(self) -> str:
        return f"Clock(now={self.now().isoformat()}, offset_hours={self.offset_hours:g})"
