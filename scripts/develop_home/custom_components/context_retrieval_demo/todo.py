"""Demo to-do lists: as many open items as the snapshot's state says."""

from __future__ import annotations

import uuid
from dataclasses import replace
from typing import Any

from homeassistant.components.todo import (
    TodoItem,
    TodoItemStatus,
    TodoListEntity,
    TodoListEntityFeature,
)

from .entity import DemoEntity, setup_platform


class DemoTodoList(DemoEntity, TodoListEntity):
    """A to-do list of the snapshot."""

    FEATURES = TodoListEntityFeature

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """Open items numbered after the list (the snapshot has only their count)."""
        count = int(state) if state and state.isdigit() else 0
        self._attr_todo_items = [
            TodoItem(
                summary=f"{self._attr_name} {i}", uid=str(i), status=TodoItemStatus.NEEDS_ACTION
            )
            for i in range(1, count + 1)
        ]

    @property
    def _items(self) -> list[TodoItem]:
        return self._attr_todo_items or []

    async def async_create_todo_item(self, item: TodoItem) -> None:
        """Add an item."""
        self.changed(todo_items=[*self._items, replace(item, uid=uuid.uuid4().hex)])

    async def async_update_todo_item(self, item: TodoItem) -> None:
        """Change an item."""
        self.changed(todo_items=[item if i.uid == item.uid else i for i in self._items])

    async def async_delete_todo_items(self, uids: list[str]) -> None:
        """Remove items."""
        self.changed(todo_items=[i for i in self._items if i.uid not in uids])

    async def async_move_todo_item(self, uid: str, previous_uid: str | None = None) -> None:
        """Move an item after another (or to the top)."""
        items = self._items
        moved = next(i for i in items if i.uid == uid)
        rest = [i for i in items if i.uid != uid]
        at = next((n + 1 for n, i in enumerate(rest) if i.uid == previous_uid), 0)
        self.changed(todo_items=[*rest[:at], moved, *rest[at:]])


async_setup_entry = setup_platform(DemoTodoList)
