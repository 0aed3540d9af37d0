#!/bin/sh
# Regenerates media/: the test streams vigil-mock serves (a moving test pattern with a clock, no audio).
# H.264 baseline, a keyframe every second: Debian's Chromium plays it through MSE (mpegts.js, hls.js) and natively.
# Needs Debian's ffmpeg (apt-get install -y ffmpeg). The files are committed, so neither tests nor builds need it.
set -e
cd "$(dirname "$0")/../media"
X="-c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryfast -crf 32 -g 10 -keyint_min 10 -sc_threshold 0 -an -bf 0"
SRC="-f lavfi -i testsrc2=size=320x180:rate=10"
# 4 s of FLV: looped as a live stream over WebSocket (timestamps rewritten per loop).
ffmpeg -hide_banner -loglevel error -y $SRC -t 4 $X clip.flv
# 10 s of MP4 (moov first): a recorded file for playback, seekable by a plain <video>.
ffmpeg -hide_banner -loglevel error -y $SRC -t 10 $X -movflags +faststart clip.mp4
# 4 s of HLS in two 2 s segments: looped as a live playlist.
mkdir -p hls
ffmpeg -hide_banner -loglevel error -y $SRC -t 4 $X -f hls -hls_time 2 -hls_list_size 0 -hls_segment_filename 'hls/segment%d.ts' hls/clip.m3u8
