""""What do you remember about me?" is the first thing an interviewer asks a memory demo; it
once answered "What are you shopping for?". Now the answer is read from the store and P_t
(agent/steps/recap.py), in the shopper's language, and the turn changes nothing. The real
agent (offline engine) on the demo catalog, a real SQLite file."""
from __future__ import annotations

import pytest

from agent.language.memory_question import asks_about_memory
from memory.models import PreferenceEntry, Source


def test_an_empty_memory_says_so(runtime):
    trace = runtime.agent.say("empty", "what do you remember about me?")
    assert "don't remember any" in trace.answer and not trace.results


def test_the_recap_lists_what_the_curator_kept_everywhere_first(runtime):
    agent = runtime.agent
    agent.say("kept", "I'm allergic to latex, I need a pillow")
    agent.say("kept", "and nothing in polyester")
    agent.end_session("kept")
    before = {e.dedup_key for e in runtime.store.entries("kept")}
    assert "dislike:material:global:latex" in before, before

    trace = agent.say("kept", "what do you remember about me?")
    assert trace.answer.startswith("Here is what I remember about you. Everywhere: no latex")
    assert "polyester" in trace.answer and "Home textiles" in trace.answer, trace.answer
    assert not trace.results and not trace.pt.constraints  # asked, not shopped
    assert {e.dedup_key for e in runtime.store.entries("kept")} == before

    zh = agent.say("kept", "你还记得我不喜欢什么吗")
    assert zh.answer.startswith("我记得你的这些偏好。所有品类：不要乳胶"), zh.answer


def test_never_shown_entries_and_this_sessions_words_are_told_apart(runtime):
    agent = runtime.agent
    runtime.store.write("mixed", PreferenceEntry(polarity="dislike", category="material",
                                                 domain="bags_luggage", slug="plastic",
                                                 keywords=["塑料"], blocking=True),
                        source=Source.USER, actor="user")
    agent.say("mixed", "a backpack, no nylon this time")
    trace = agent.say("mixed", "do you remember what I told you?")
    assert "Bags & luggage: no plastic (never shown)" in trace.answer, trace.answer
    assert "This session so far: no nylon (this session only)" in trace.answer, trace.answer
    zh = agent.say("mixed", "我之前说过什么")
    assert "箱包：不要塑料（绝不推荐）" in zh.answer and "尼龙（仅本次）" in zh.answer, zh.answer


def test_asked_in_the_middle_of_shopping_it_searches_nothing(runtime):
    """Planned as a refine of the session's item, 你还记得我什么 once listed pillows."""
    agent = runtime.agent
    agent.say("mid", "我对乳胶过敏，想买个枕头")
    trace = agent.say("mid", "你还记得我什么")
    assert trace.plan.intent == "chat" and not trace.results, trace.plan
    assert trace.answer == "之前的对话还没有记下任何偏好。本次对话里说的：不要乳胶（所有品类）（对话结束时整理进长期记忆）。"
    assert agent.say("mid", "a pillow please").results  # and the session goes on


@pytest.mark.parametrize("text", [
    "what do you remember about me?", "do you remember what I told you?", "what do you know about me",
    "what did I tell you about wool?", "show me my preferences", "what are my preferences?",
    "你还记得我不喜欢什么吗", "你知道我喜欢什么吗", "我上次说过什么", "看看我的偏好", "記得我嗎",
])
def test_memory_questions_are_read(text):
    assert asks_about_memory(text)


@pytest.mark.parametrize("text", [
    "remember that I hate wool", "I remember my old boots leaked", "what do you know about leather?",
    "记住我不吃辣", "do you have a memory foam pillow", "我记得这个牌子挺好的",
])
def test_statements_and_other_questions_are_not(text):
    assert not asks_about_memory(text)
