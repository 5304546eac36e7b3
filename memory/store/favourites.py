"""Favourites: the products a person starred, one row per product."""
from __future__ import annotations

from sqlite_utils.db import NotFoundError

from memory.domains import Domain
from memory.models import Favourite
from memory.store.db import BY_USER, StoreDB, as_enum, clean_user, iso


class Favourites:
    def __init__(self, base: StoreDB) -> None:
        self.base = base
        self.table = base.table("favourites")

    def add(self, user: str, product_id: str, title: str,
            domain: Domain | str = Domain.OTHER) -> Favourite:
        """Star a product; starring it again keeps the first time it was starred."""
        user = clean_user(user)
        domain = as_enum(Domain, domain, "domain")
        with self.base.tx():
            self.base.ensure_user(user)
            try:
                created = self.table.get((user, str(product_id)))["created_at"]
            except NotFoundError:
                created = self.base.now()
            fav = Favourite(user=user, product_id=str(product_id), title=str(title), domain=domain,
                            created_at=created)
            self.restore(user, fav)
        return fav

    def restore(self, user: str, fav: Favourite) -> None:
        self.table.upsert(
            {"user": user, "product_id": fav.product_id, "title": fav.title,
             "domain": fav.domain.value, "created_at": iso(fav.created_at)},
            pk=("user", "product_id"),
        )

    def remove(self, user: str, product_id: str) -> bool:
        user = clean_user(user)
        with self.base.tx():
            try:
                self.table.delete((user, str(product_id)))
            except NotFoundError:
                return False
        return True

    def list(self, user: str) -> list[Favourite]:
        rows = self.base.rows("favourites", BY_USER, [clean_user(user)],
                              order_by="created_at, product_id")
        return [Favourite.model_validate(r) for r in rows]
