"""Demo media players: TVs, speakers, a projector, a receiver."""

from __future__ import annotations

from typing import Any, ClassVar

from homeassistant.components.media_player import (
    MediaPlayerEntity,
    MediaPlayerEntityFeature,
    MediaPlayerState,
    RepeatMode,
)

from .entity import DemoEntity, setup_platform


class DemoMediaPlayer(DemoEntity, MediaPlayerEntity):
    """A media player of the snapshot."""

    FEATURES = MediaPlayerEntityFeature
    ATTRIBUTES: ClassVar[dict[str, str]] = {
        a: a
        for a in (
            "is_volume_muted",
            "media_album_name",
            "media_artist",
            "media_content_id",
            "media_content_type",
            "media_title",
            "repeat",
            "shuffle",
            "sound_mode",
            "sound_mode_list",
            "source",
            "source_list",
            "volume_level",
        )
    }

    def set_state(self, state: str | None, attributes: dict[str, Any]) -> None:
        """Off, on, idle, playing, paused, ..."""
        self._attr_state = MediaPlayerState(state) if state in MediaPlayerState else None

    async def async_turn_on(self) -> None:
        """On."""
        self.changed(state=MediaPlayerState.ON)

    async def async_turn_off(self) -> None:
        """Off."""
        self.changed(state=MediaPlayerState.OFF)

    async def async_media_play(self) -> None:
        """Play."""
        self.changed(state=MediaPlayerState.PLAYING)

    async def async_media_pause(self) -> None:
        """Pause."""
        self.changed(state=MediaPlayerState.PAUSED)

    async def async_media_stop(self) -> None:
        """Stop."""
        self.changed(state=MediaPlayerState.IDLE)

    async def async_media_next_track(self) -> None:
        """Next (nothing to show)."""
        self.async_write_ha_state()

    async def async_media_previous_track(self) -> None:
        """Previous (nothing to show)."""
        self.async_write_ha_state()

    async def async_set_volume_level(self, volume: float) -> None:
        """Volume."""
        self.changed(volume_level=volume)

    async def async_mute_volume(self, mute: bool) -> None:
        """Mute."""
        self.changed(is_volume_muted=mute)

    async def async_select_source(self, source: str) -> None:
        """Input or app."""
        self.changed(source=source)

    async def async_select_sound_mode(self, sound_mode: str) -> None:
        """Sound mode."""
        self.changed(sound_mode=sound_mode)

    async def async_set_shuffle(self, shuffle: bool) -> None:
        """Shuffle."""
        self.changed(shuffle=shuffle)

    async def async_set_repeat(self, repeat: RepeatMode) -> None:
        """Repeat."""
        self.changed(repeat=repeat)

    async def async_play_media(self, media_type: str, media_id: str, **kwargs: Any) -> None:
        """Plays what it is given (by id: there is no library)."""
        self.changed(
            state=MediaPlayerState.PLAYING,
            media_content_type=media_type,
            media_content_id=media_id,
            media_title=media_id,
        )


async_setup_entry = setup_platform(DemoMediaPlayer)
