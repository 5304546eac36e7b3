"""End to end: the running app in real headless Chromium. Types a request, waits for the
answer, the result cards and the live panels, and saves a screenshot to artifacts/."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "artifacts"
CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--window-size=1600,1800"]
STARTUP = 600  # a fresh Qdrant folder is filled from the committed vectors on first load

pytestmark = pytest.mark.e2e


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def server(tmp_path, tmp_path_factory):
    port = _free_port()
    env = {**os.environ, "MEMORY_DB": str(tmp_path / "memory.db"),
           # its own folder: this pytest process may hold the AppTests' Qdrant lock
           "QDRANT_PATH": os.environ.get("E2E_QDRANT_PATH") or str(tmp_path_factory.mktemp("e2e_qdrant"))}
    env.pop("AGENT_ENGINE", None)
    log = open(tmp_path / "streamlit.log", "w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", str(ROOT / "app.py"), "--server.headless", "true",
         "--server.port", str(port), "--server.address", "127.0.0.1",
         "--browser.gatherUsageStats", "false"],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                if urllib.request.urlopen(f"{url}/_stcore/health", timeout=2).read() == b"ok":
                    break
            except OSError:
                time.sleep(0.5)
        else:
            pytest.fail("streamlit did not start: " + (tmp_path / "streamlit.log").read_text())
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


@pytest.fixture
def browser():
    if not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()):
        pytest.skip("chromium and chromium-driver are not installed (apt-get install chromium chromium-driver)")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS:
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    yield driver
    driver.quit()


def test_chat_and_live_panels_render_in_chromium(server, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait

    def present(css):
        return lambda d: [e for e in d.find_elements(By.CSS_SELECTOR, css) if e.is_displayed()]

    browser.get(server + "/")
    box = WebDriverWait(browser, STARTUP).until(present('[data-testid="stChatInputTextArea"]'))[0]
    assert not browser.find_elements(By.CSS_SELECTOR, '[data-testid="stException"]')
    box.click()
    box.send_keys("帮我找个旅行收纳包，不要塑料的")
    box.send_keys(Keys.ENTER)

    wait = WebDriverWait(browser, 180)
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, '[data-testid="stChatMessage"]')) >= 2)
    wait.until(present(".js-plotly-plot"))  # the rank-change slope chart in the panels
    time.sleep(2)  # let the charts and tables finish drawing before the screenshot

    page = browser.find_element(By.TAG_NAME, "body").text
    assert "实时面板" in page and "排名变化" in page and "会话状态 P_t" in page
    assert "塑料" in page
    assert not browser.find_elements(By.CSS_SELECTOR, '[data-testid="stException"]')
    ARTIFACTS.mkdir(exist_ok=True)
    assert browser.save_screenshot(str(ARTIFACTS / "e2e_chat.png"))
